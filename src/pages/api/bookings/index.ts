import type { APIRoute } from 'astro';
import { postBooking } from '#src/features/bookings/api.ts';

export const POST: APIRoute = postBooking;
