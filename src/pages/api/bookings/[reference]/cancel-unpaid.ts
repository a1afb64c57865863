import type { APIRoute } from 'astro';
import { postCancelUnpaid } from '#src/features/bookings/service.ts';

export const POST: APIRoute = postCancelUnpaid;
