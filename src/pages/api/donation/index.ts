import type { APIRoute } from 'astro';
import { getDonations } from '#src/features/donations/service.ts';

export const GET: APIRoute = getDonations;
