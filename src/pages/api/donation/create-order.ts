import type { APIRoute } from 'astro';
import { createOrder } from '#src/features/donations/handlers.ts';

export const POST: APIRoute = createOrder;
