import type { APIRoute } from 'astro';
import { adminApiGuard } from '../../../../../features/auth/guard.ts';
import { albumWrites } from '../../../../../features/gallery/api.ts';

export const PUT: APIRoute = albumWrites({ guard: adminApiGuard }).caption;
