import type { APIRoute } from 'astro';
import { postOrder } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postOrder;
