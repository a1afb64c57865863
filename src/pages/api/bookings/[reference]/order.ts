import type { APIRoute } from 'astro';
import { postOrder } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postOrder;
