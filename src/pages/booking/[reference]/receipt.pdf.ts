import type { APIRoute } from 'astro';
import { bookingReceipt } from '#src/features/bookings/handlers.ts';

export const GET: APIRoute = bookingReceipt;
