import type { APIRoute } from 'astro';
import { postCounterDonation } from '#src/features/donations/counter/api.ts';

export const POST: APIRoute = postCounterDonation;
