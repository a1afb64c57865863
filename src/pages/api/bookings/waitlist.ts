import type { APIRoute } from 'astro';
import { postWaitlist } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postWaitlist;
