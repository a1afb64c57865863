import type { APIRoute } from 'astro';
import { postNotReceived } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postNotReceived;
