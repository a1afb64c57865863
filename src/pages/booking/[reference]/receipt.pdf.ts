import type { APIRoute } from 'astro';
import { bookingReceipt } from '#src/features/bookings/receipt-download.ts';

export const GET: APIRoute = bookingReceipt;
