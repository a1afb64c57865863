import type { APIRoute } from 'astro';
import { getCertificate } from '#src/features/donations/service.ts';

export const GET: APIRoute = getCertificate;
