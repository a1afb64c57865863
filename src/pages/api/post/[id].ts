import type { APIRoute } from 'astro';
import { adminApiGuard } from '../../../features/auth/guard.ts';
import { pujaPostWrites } from '../../../features/posts/api.ts';

const writes = pujaPostWrites({ guard: adminApiGuard });
export const PUT: APIRoute = writes.update;
export const DELETE: APIRoute = writes.remove;
