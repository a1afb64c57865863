import type { APIRoute } from 'astro';
import { postRefund } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postRefund;
