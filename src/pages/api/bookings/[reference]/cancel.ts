import type { APIRoute } from 'astro';
import { postCancel } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postCancel;
