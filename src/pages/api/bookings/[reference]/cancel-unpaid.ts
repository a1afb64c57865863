import type { APIRoute } from 'astro';
import { postCancelUnpaid } from '#src/features/bookings/admin-api.ts';

export const POST: APIRoute = postCancelUnpaid;
