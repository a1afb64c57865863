import type { APIRoute } from 'astro';
import { createOrder } from '#src/features/donations/service.ts';

export const POST: APIRoute = createOrder;
