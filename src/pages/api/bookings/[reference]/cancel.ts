import type { APIRoute } from 'astro';
import { postCancel } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postCancel;
