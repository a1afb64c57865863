import type { APIRoute } from 'astro';
import { postOrder } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postOrder;
