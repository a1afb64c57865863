import type { APIRoute } from 'astro';
import { postBooking } from '#src/features/bookings/api.ts';
import { getBookings } from '#src/features/bookings/admin-api.ts';

export const GET: APIRoute = getBookings;
export const POST: APIRoute = postBooking;
