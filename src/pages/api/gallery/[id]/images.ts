import type { APIRoute } from 'astro';
import { adminApiGuard } from '../../../../features/auth/guard.ts';
import { albumWrites } from '../../../../features/gallery/api.ts';

export const POST: APIRoute = albumWrites({ guard: adminApiGuard }).addImages;
