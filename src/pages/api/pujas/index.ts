import type { APIRoute } from 'astro';
import { getPujas } from '#src/features/bookings/service.ts';
import { postPuja } from '#src/features/pujas/service.ts';

export const GET: APIRoute = getPujas;
export const POST: APIRoute = postPuja;
