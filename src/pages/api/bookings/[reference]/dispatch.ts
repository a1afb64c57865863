import type { APIRoute } from 'astro';
import { postDispatch } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postDispatch;
