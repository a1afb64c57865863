import type { APIRoute } from 'astro';
import { verifyPayment } from '#src/features/donations/handlers.ts';

export const POST: APIRoute = verifyPayment;
