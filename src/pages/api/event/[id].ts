import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { eventWrites } from '#src/features/events/handlers.ts';

const writes = eventWrites({ guard: adminApiGuard });
export const PUT: APIRoute = writes.update;
export const DELETE: APIRoute = writes.remove;
