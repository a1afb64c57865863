import type { APIRoute } from 'astro';
import parseRange from 'range-parser';
import { getStorage } from '#src/server/storage/index.ts';
import { contentTypeOf, immutableCache } from '#src/server/storage/storage.ts';

/**
 * Uploaded files, from the local folder or the bucket. Every stored file has a new random key,
 * never overwritten, so browsers and proxies may keep it for a year without asking again.
 * Byte ranges are answered because Safari plays a video only from a server that does, and only
 * the asked-for bytes are read.
 */
const serve =
  (withBody: boolean): APIRoute =>
  async ({ params, request }) => {
    const key = params.path ?? '';
    const header = request.headers.get('range');
    const file = await getStorage().open(key, withBody && !header);
    if (!file)
      return new Response(withBody ? 'Not found' : null, {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    const { size } = file;
    const headers = { 'content-type': contentTypeOf(key), 'cache-control': immutableCache, 'accept-ranges': 'bytes' };
    // One range is all a player asks for; several, or a malformed header, get the whole file.
    const ranges = header ? parseRange(size, header, { combine: true }) : -2;
    if (ranges === -1)
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    const only = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
    const [start, end] = only ? [only.start, only.end] : [0, size - 1];
    const body = withBody && size > 0 ? file.read(start, end) : null;
    const length = { 'content-length': String(size === 0 ? 0 : end - start + 1) };
    if (only)
      return new Response(body, {
        status: 206,
        headers: { ...headers, ...length, 'content-range': `bytes ${start}-${end}/${size}` },
      });
    return new Response(body, { headers: { ...headers, ...length } });
  };

export const GET = serve(true);
export const HEAD = serve(false);
