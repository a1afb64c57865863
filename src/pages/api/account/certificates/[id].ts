import type { APIRoute } from 'astro';
import { getCertificate } from '#src/features/donations/tax-forms/api.ts';

export const GET: APIRoute = getCertificate;
