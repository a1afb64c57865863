import type { APIRoute } from 'astro';
import { postFind } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postFind;
