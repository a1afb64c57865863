import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { getPage, putPage } from '#src/features/page-texts/handlers.ts';

export const GET: APIRoute = getPage;
export const PUT: APIRoute = putPage({ guard: adminApiGuard });
