import type { APIRoute } from 'astro';
import { postCounterDonation } from '#src/features/donations/service.ts';

export const POST: APIRoute = postCounterDonation;
