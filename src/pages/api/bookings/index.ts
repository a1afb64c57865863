import type { APIRoute } from 'astro';
import { postBooking, getBookings } from '#src/features/bookings/handlers.ts';

export const GET: APIRoute = getBookings;
export const POST: APIRoute = postBooking;
