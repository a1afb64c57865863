import type { APIRoute } from 'astro';
import { postCounterDonation } from '#src/features/donations/handlers.ts';

export const POST: APIRoute = postCounterDonation;
