import type { APIRoute } from 'astro';
import { createOrder } from '#src/features/donations/payments-api.ts';

export const POST: APIRoute = createOrder;
