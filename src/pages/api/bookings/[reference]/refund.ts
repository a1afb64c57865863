import type { APIRoute } from 'astro';
import { postRefund } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postRefund;
