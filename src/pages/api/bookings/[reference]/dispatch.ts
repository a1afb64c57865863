import type { APIRoute } from 'astro';
import { postDispatch } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postDispatch;
