import type { APIRoute } from 'astro';
import { postFind } from '#src/features/bookings/find-forms.ts';

export const POST: APIRoute = postFind;
