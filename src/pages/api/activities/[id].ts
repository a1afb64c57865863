import type { APIRoute } from 'astro';
import { adminApiGuard } from '../../../features/auth/guard.ts';
import { activityWrites } from '../../../features/activities/api.ts';

const writes = activityWrites({ guard: adminApiGuard });
export const PUT: APIRoute = writes.update;
export const DELETE: APIRoute = writes.remove;
