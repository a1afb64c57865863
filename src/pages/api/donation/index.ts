import type { APIRoute } from 'astro';
import { getDonations } from '#src/features/donations/admin-api.ts';

export const GET: APIRoute = getDonations;
