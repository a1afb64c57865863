import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { pujaCardWrites } from '#src/features/puja-cards/handlers.ts';

export const POST: APIRoute = pujaCardWrites({ guard: adminApiGuard }).create;
