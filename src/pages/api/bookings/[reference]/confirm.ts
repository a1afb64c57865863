import type { APIRoute } from 'astro';
import { postConfirm } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postConfirm;
