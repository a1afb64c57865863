import type { APIRoute } from 'astro';
import { getPujas, postPuja } from '#src/features/bookings/api.ts';

export const GET: APIRoute = getPujas;
export const POST: APIRoute = postPuja;
