import type { APIRoute } from 'astro';
import { getCertificates } from '#src/features/donations/tax-forms/api.ts';

export const GET: APIRoute = getCertificates;
