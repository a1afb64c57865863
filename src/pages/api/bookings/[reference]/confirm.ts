import type { APIRoute } from 'astro';
import { postConfirm } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postConfirm;
