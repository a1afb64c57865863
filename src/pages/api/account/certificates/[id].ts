import type { APIRoute } from 'astro';
import { getCertificate } from '#src/features/donations/handlers.ts';

export const GET: APIRoute = getCertificate;
