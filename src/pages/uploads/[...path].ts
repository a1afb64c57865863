import type { APIRoute } from 'astro';
import { getStorage } from '../../server/storage/index.ts';

const types: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The one byte range a video player asks for ('bytes=0-', 'bytes=1000-1999'), or null for the whole file. */
function byteRange(header: string | null, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(size - Number(match[2]), 0) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Uploaded files. Every stored file has a new random key, never overwritten, so browsers and
 * proxies may keep it for a year without asking again. Byte ranges are answered because
 * Safari plays a video only from a server that does.
 */
export const GET: APIRoute = async ({ params, request }) => {
  const key = params.path ?? '';
  const data = await getStorage().get(key);
  if (!data) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const headers = {
    'content-type': types[extension] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
  };
  const range = byteRange(request.headers.get('range'), data.byteLength);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${data.byteLength}` } });
  if (range) {
    const part = data.subarray(range.start, range.end + 1);
    return new Response(part as Uint8Array<ArrayBuffer>, {
      status: 206,
      headers: { ...headers, 'content-length': String(part.byteLength), 'content-range': `bytes ${range.start}-${range.end}/${data.byteLength}` },
    });
  }
  return new Response(data as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'content-length': String(data.byteLength) } });
};
