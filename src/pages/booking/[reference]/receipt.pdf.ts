import type { APIRoute } from 'astro';
import { bookingReceipt } from '#src/features/bookings/service.ts';

export const GET: APIRoute = bookingReceipt;
