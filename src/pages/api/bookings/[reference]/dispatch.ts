import type { APIRoute } from 'astro';
import { postDispatch } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postDispatch;
