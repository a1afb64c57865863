import type { APIRoute } from 'astro';
import { razorpayWebhook } from '#src/features/donations/payments-api.ts';

export const POST: APIRoute = razorpayWebhook;
