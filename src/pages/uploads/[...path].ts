import type { APIRoute } from 'astro';
import { getStorage } from '../../server/storage/index.ts';
import { contentTypeOf, immutableCache } from '../../server/storage/storage.ts';

/**
 * Uploaded images, from the local folder or the bucket. Every stored file has a new random key,
 * never overwritten, so browsers and proxies may keep it for a year without asking again.
 */
const serve =
  (withBody: boolean): APIRoute =>
  async ({ params }) => {
    const key = params.path ?? '';
    const data = await getStorage().get(key);
    if (!data) return new Response(withBody ? 'Not found' : null, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    return new Response(withBody ? (data as Uint8Array<ArrayBuffer>) : null, {
      headers: {
        'content-type': contentTypeOf(key),
        'content-length': String(data.byteLength),
        'cache-control': immutableCache,
      },
    });
  };

export const GET = serve(true);
export const HEAD = serve(false);
