import type { APIRoute } from 'astro';
import { postVerify } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postVerify;
