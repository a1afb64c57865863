import type { APIRoute } from 'astro';
import { postCounterBooking } from '#src/features/counter-bookings/handlers.ts';

export const POST: APIRoute = postCounterBooking;
