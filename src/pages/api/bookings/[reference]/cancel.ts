import type { APIRoute } from 'astro';
import { postCancel } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postCancel;
