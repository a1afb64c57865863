import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { pujaCardWrites } from '#src/features/puja-cards/handlers.ts';

const writes = pujaCardWrites({ guard: adminApiGuard });
export const PUT: APIRoute = writes.update;
export const DELETE: APIRoute = writes.remove;
