import type { APIRoute } from 'astro';
import { postPerformed } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postPerformed;
