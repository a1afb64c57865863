import type { APIRoute } from 'astro';
import { getCertificates } from '#src/features/donations/handlers.ts';

export const GET: APIRoute = getCertificates;
