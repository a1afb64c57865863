import type { APIRoute } from 'astro';
import { verifyPayment } from '#src/features/donations/service.ts';

export const POST: APIRoute = verifyPayment;
