import type { APIRoute } from 'astro';
import parseRange from 'range-parser';
import { getStorage } from '../../server/storage/index.ts';
import { contentTypeOf, immutableCache } from '../../server/storage/storage.ts';

/**
 * Uploaded files, from the local folder or the bucket. Every stored file has a new random key,
 * never overwritten, so browsers and proxies may keep it for a year without asking again.
 * Byte ranges are answered because Safari plays a video only from a server that does.
 */
const serve =
  (withBody: boolean): APIRoute =>
  async ({ params, request }) => {
    const key = params.path ?? '';
    const data = await getStorage().get(key);
    if (!data) return new Response(withBody ? 'Not found' : null, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    const headers = { 'content-type': contentTypeOf(key), 'cache-control': immutableCache, 'accept-ranges': 'bytes' };
    const header = request.headers.get('range');
    // One range is all a player asks for; several, or a malformed header, get the whole file.
    const ranges = header ? parseRange(data.byteLength, header, { combine: true }) : -2;
    if (ranges === -1) return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${data.byteLength}` } });
    const only = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
    if (only) {
      const { start, end } = only;
      const part = data.subarray(start, end + 1);
      return new Response(withBody ? (part as Uint8Array<ArrayBuffer>) : null, {
        status: 206,
        headers: { ...headers, 'content-length': String(part.byteLength), 'content-range': `bytes ${start}-${end}/${data.byteLength}` },
      });
    }
    return new Response(withBody ? (data as Uint8Array<ArrayBuffer>) : null, { headers: { ...headers, 'content-length': String(data.byteLength) } });
  };

export const GET = serve(true);
export const HEAD = serve(false);
