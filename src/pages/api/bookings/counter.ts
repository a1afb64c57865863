import type { APIRoute } from 'astro';
import { postCounterBooking } from '#src/features/counter-bookings/api.ts';

export const POST: APIRoute = postCounterBooking;
