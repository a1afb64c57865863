import type { APIRoute } from 'astro';
import { postPerformed } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postPerformed;
