import type { APIRoute } from 'astro';
import { postNotReceived } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postNotReceived;
