import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { albumWrites } from '#src/features/gallery/service.ts';

export const POST: APIRoute = albumWrites({ guard: adminApiGuard }).addImages;
