import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { bodyBytes, responseOf } from './response-body.ts';

/**
 * Answers compressed as the client accepts (docs/decisions/114): brotli, else gzip, else as is.
 * A kept page is compressed once, when it is kept, at a high level; a page made for one request
 * at a fast one, since the time spent compressing is then spent on every request.
 */

export type Encoding = 'br' | 'gzip';

/** The encodings the site offers, in its order of preference when the client likes them equally. */
const OFFERED = ['br', 'gzip', 'identity'];

/** The encoding to answer with, from Accept-Encoding (with its q-values), or null for none. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  // negotiator 1.0 takes the tie-break order as a second argument, which its types do not list yet.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(OFFERED, { preferred: OFFERED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Text types worth compressing; images, PDFs and fonts are compressed already. */
export function isCompressible(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type === 'image/svg+xml' ||
    type === 'application/manifest+json'
  );
}

/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `kept`: once for many requests (small output); `fast`: for this request only (little CPU);
 * `best`: brotli's smallest, about 65 ms for the home page, made after a page is kept.
 * `fast` is brotli 0 with a 256 KB window, and gzip 1: a page rendered for one request pays its
 * compression on every such request. The home page (76 KB), with the allocator settings the site
 * starts with (scripts/memory-settings.ts, which map each large block afresh): brotli 0 in a
 * 256 KB window 20.1 KB in 0.18 ms; brotli 1 in the default 4 MB window 19.7 KB in 0.37 ms;
 * gzip 1 19.4 KB in 0.55 ms (docs/decisions/115). Kept pages, the ones most visitors get, are
 * compressed at `kept` and then `best` as before.
 */
export type Effort = 'kept' | 'fast' | 'best';

export const BROTLI_QUALITY: Record<Effort, number> = { best: 11, kept: 6, fast: 0 };
export const GZIP_LEVEL: Record<Effort, number> = { best: 9, kept: 9, fast: 1 };
/** A fast encoder's window: larger pages compress a little less, and the encoder's buffers stay small. */
const FAST_BROTLI_WINDOW_BITS = 18;

export async function compress(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Uint8Array<ArrayBuffer>> {
  const brotliOptions = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      ...(effort === 'fast' ? { [constants.BROTLI_PARAM_LGWIN]: FAST_BROTLI_WINDOW_BITS } : {}),
    },
  };
  const gzipOptions = { level: GZIP_LEVEL[effort] };
  // `fast` on this thread: the thread pool's stream and hand-over cost more CPU than a fast brotli
  // itself (the home page: 0.47 ms of CPU through the pool, 0.19 ms here; /aboutus 0.16 and
  // 0.08), and a fraction of a millisecond is no wait worth avoiding. The slower levels go to
  // the pool, so that a page kept or refined does not hold up other requests.
  let output: Buffer;
  if (effort === 'fast')
    output = encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions);
  else output = encoding === 'br' ? await brotli(body, brotliOptions) : await gzipAsync(body, gzipOptions);
  return new Uint8Array(output.buffer as ArrayBuffer, output.byteOffset, output.byteLength);
}

/** Adds Accept-Encoding to a Vary header, keeping what it named. */
export function varyOnEncoding(vary: string | null | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.some((n) => n.toLowerCase() === 'accept-encoding' || n === '*')
    ? names.join(', ')
    : [...names, 'Accept-Encoding'].join(', ');
}

/**
 * The response compressed for this request when it is worth it: a text body of some size, not
 * already encoded, and a client that accepts brotli or gzip. Its Vary names Accept-Encoding
 * whenever the body could have been compressed, so that a shared cache keeps the variants apart.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !isCompressible(response.headers.get('content-type'))
  )
    return response;
  if (response.status === 204 || response.status === 304 || response.status === 206) return response;
  const headers = new Headers(response.headers);
  headers.set('vary', varyOnEncoding(headers.get('vary')));
  const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined);
  const body = await bodyBytes(response.body);
  if (!encoding || body.byteLength < MIN_COMPRESS_BYTES) {
    return responseOf(request.method === 'HEAD' ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
  const encoded = await compress(body, encoding, 'fast');
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(encoded.byteLength));
  return responseOf(request.method === 'HEAD' ? null : encoded, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
