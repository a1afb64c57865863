import type { APIRoute } from 'astro';
import { postFind } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postFind;
