import type { APIRoute } from 'astro';
import { verifyPayment } from '#src/features/donations/payments-api.ts';

export const POST: APIRoute = verifyPayment;
