import type { APIRoute } from 'astro';
import { getStorage } from '../../server/storage/index.ts';

const types: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' };

/**
 * Uploaded images. Every stored file has a new random key, never overwritten, so browsers and
 * proxies may keep it for a year without asking again.
 */
export const GET: APIRoute = async ({ params }) => {
  const key = params.path ?? '';
  const data = await getStorage().get(key);
  if (!data) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return new Response(data as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': types[extension] ?? 'application/octet-stream',
      'content-length': String(data.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
};
