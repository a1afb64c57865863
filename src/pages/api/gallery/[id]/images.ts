import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { albumWrites } from '#src/features/gallery/handlers.ts';

export const POST: APIRoute = albumWrites({ guard: adminApiGuard }).addImages;
