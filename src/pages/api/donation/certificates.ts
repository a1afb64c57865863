import type { APIRoute } from 'astro';
import { getCertificates } from '#src/features/donations/service.ts';

export const GET: APIRoute = getCertificates;
