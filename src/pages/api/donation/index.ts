import type { APIRoute } from 'astro';
import { getDonations } from '#src/features/donations/handlers.ts';

export const GET: APIRoute = getDonations;
