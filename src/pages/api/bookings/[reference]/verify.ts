import type { APIRoute } from 'astro';
import { postVerify } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postVerify;
