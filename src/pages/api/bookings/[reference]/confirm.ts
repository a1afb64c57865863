import type { APIRoute } from 'astro';
import { postConfirm } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postConfirm;
