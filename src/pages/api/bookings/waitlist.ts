import type { APIRoute } from 'astro';
import { postWaitlist } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postWaitlist;
