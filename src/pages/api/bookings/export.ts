import type { APIRoute } from 'astro';
import { exportBookings } from '#src/features/bookings/service.ts';

export const GET: APIRoute = exportBookings;
