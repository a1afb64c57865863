import type { APIRoute } from 'astro';
import { adminApiGuard } from '../../../features/auth/guard.ts';
import { pujaPostWrites } from '../../../features/posts/api.ts';

export const POST: APIRoute = pujaPostWrites({ guard: adminApiGuard }).create;
