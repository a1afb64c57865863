import type { APIRoute } from 'astro';
import { postCancelUnpaid } from '#src/features/bookings/handlers.ts';

export const POST: APIRoute = postCancelUnpaid;
