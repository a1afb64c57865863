import type { APIRoute } from 'astro';
import { postVerify } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postVerify;
