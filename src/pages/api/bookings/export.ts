import type { APIRoute } from 'astro';
import { exportBookings } from '#src/features/bookings/admin-api.ts';

export const GET: APIRoute = exportBookings;
