import type { APIRoute } from 'astro';
import { siteDeps } from '#src/server/service-deps.ts';
import { json } from '#src/server/http/errors.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { albumJson, listAlbums } from '#src/features/gallery/service.ts';
import { albumWrites } from '#src/features/gallery/handlers.ts';

/** Albums newest first; ?date=YYYY-MM-DD keeps that day's. */
export const GET: APIRoute = async ({ url }) => {
  const day = url.searchParams.get('date') ?? undefined;
  return json((await listAlbums(siteDeps(), day)).map(albumJson), 200, { 'cache-control': 'no-cache' });
};
export const POST: APIRoute = albumWrites({ guard: adminApiGuard }).create;
