import type { APIRoute } from 'astro';
import { postWaitlist } from '#src/features/bookings/api.ts';

export const POST: APIRoute = postWaitlist;
