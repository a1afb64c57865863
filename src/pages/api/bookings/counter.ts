import type { APIRoute } from 'astro';
import { postCounterBooking } from '#src/features/counter-bookings/service.ts';

export const POST: APIRoute = postCounterBooking;
