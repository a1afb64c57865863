import type { APIRoute } from 'astro';
import { postRefund } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postRefund;
