import type { APIRoute } from 'astro';
import { postPerformed } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postPerformed;
