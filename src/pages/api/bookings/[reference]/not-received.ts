import type { APIRoute } from 'astro';
import { postNotReceived } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postNotReceived;
