import type { APIRoute } from 'astro';
import { getPujas } from '#src/features/bookings/handlers.ts';
import { postPuja } from '#src/features/pujas/handlers.ts';

export const GET: APIRoute = getPujas;
export const POST: APIRoute = postPuja;
