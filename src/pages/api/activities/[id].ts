import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { activityWrites } from '#src/features/activities/handlers.ts';

const writes = activityWrites({ guard: adminApiGuard });
export const PUT: APIRoute = writes.update;
export const DELETE: APIRoute = writes.remove;
