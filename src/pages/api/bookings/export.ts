import type { APIRoute } from 'astro';
import { exportBookings } from '#src/features/bookings/handlers.ts';

export const GET: APIRoute = exportBookings;
