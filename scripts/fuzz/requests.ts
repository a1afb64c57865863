import fc from 'fast-check';
import { contentTypes, headerNames, hostileIds, hostileStrings, queryNames } from './corpus.ts';
import type { RouteTemplate } from './routes.ts';

/** One generated request, ready to send as it stands (path and header values already on the wire's terms). */
export interface FuzzRequest {
  method: string;
  path: string;
  identity: Identity;
  headers: Record<string, string>;
  body?: Buffer;
}

export type Identity = 'anonymous' | 'User' | 'Admin';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A string of any kind: hostile constants, arbitrary Unicode, lone surrogates and control characters. */
const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\r', '\n', '\t', '%', '/', '\\', '.', '\u0085', '\u2028'),
      maxLength: 12,
    }),
  },
);

/** Any JSON value a client might send where a field is expected. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, 1.5) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(anyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(anyString, anyString, { maxKeys: 3 }) },
);

/** `arbitrary` one time in `n`, else null. */
const oneIn = <T>(n: number, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: n - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** Bytes on the wire: UTF-8 sent as is, as a client that does not care about encodings would. */
const wire = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * A header value Node may send: control characters other than tab cannot be sent at all (the HTTP layer refuses them).
 */
// eslint-disable-next-line no-control-regex -- the characters Node refuses in a header are control characters
const headerValue = (text: string) => wire(text).replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');

/** Percent-encodes what cannot stand raw in a request target; leaves hostile encodings (%2f, %2e) as they are. */
function pathPart(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      byte > 0x20 && byte < 0x7f && byte !== 0x23 && byte !== 0x3f
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A query key or value percent-encoded byte by byte (a lone surrogate goes as U+FFFD, as a browser sends it). */
const queryPart = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function pathOf(route: RouteTemplate, fills: string[], te: boolean, extra: string | null): string {
  let i = 0;
  const parts = route.segments.map((segment) => {
    if (segment === '*') return [fills[i++] ?? 'x', fills[i++] ?? 'y'].map(pathPart).join('/');
    return segment.includes(':param') ? segment.replace(':param', pathPart(fills[i++] ?? '1')) : segment;
  });
  if (extra !== null) parts.push(pathPart(extra));
  const path = `/${parts.join('/')}`;
  return te ? `/te${path === '/' ? '' : path}` : path;
}

const queryOf = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames), anyString), anyString), { minLength: 1, maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${queryPart(k)}=${queryPart(v)}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?%',
      '?a=%E0%A4',
      '?next=//evil.example',
      '?lang=te&lang=en',
      '?=',
      '?&&&',
      '?date=2026-13-45',
      '?fy=9999-99',
    ),
  },
);

function multipart(
  fields: Array<[string, unknown]>,
  files: Array<[string, string, string, Uint8Array]>,
  boundary: string,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
          `${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
      ),
    );
  }
  for (const [name, filename, type, bytes] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** A body and the content type it goes with; sometimes the two do not agree. */
function bodyOf(fieldNames: string[]) {
  const fields = fc.array(
    fc.tuple(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: anyString }),
      anyValue,
    ),
    { maxLength: 8 },
  );
  const file = fc.tuple(
    fc.constantFrom('image', 'images', 'hero.video.file', 'file', ...fieldNames.slice(0, 5)),
    fc.oneof(fc.constantFrom('photo.jpg', '../../evil.sh', 'a.webp', '', 'x".jpg', 'శ్రీ.png'), anyString),
    fc.constantFrom('image/jpeg', 'image/png', 'video/mp4', 'text/html', 'application/octet-stream', ''),
    fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
    ),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined as { type: string; body: Buffer } | undefined) },
    {
      weight: 4,
      arbitrary: fields.map((f) => ({
        type: 'application/json',
        body: Buffer.from(JSON.stringify(Object.fromEntries(f))),
      })),
    },
    {
      weight: 4,
      arbitrary: fields.map((f) => ({
        type: 'application/x-www-form-urlencoded',
        body: Buffer.from(
          new URLSearchParams(f.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
        ),
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fields, fc.array(file, { maxLength: 2 }), fc.constantFrom('b0undary', 'x'.repeat(70), '--'))
        .map(([f, files, boundary]) => ({
          type: `multipart/form-data; boundary=${boundary}`,
          body: multipart(f, files, boundary),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...contentTypes), fc.oneof(anyString, fc.json()))
        .map(([type, text]) => ({ type, body: Buffer.from(text) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '[1,2', '"text"', '[]', 'null', '1e999', '{"__proto__":{"admin":true}}', '{"a":'.repeat(500))
        .map((text) => ({ type: 'application/json', body: Buffer.from(text) })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ type: 'application/x-www-form-urlencoded', body: Buffer.alloc(70 * 1024, 'a') }),
    },
  );
}

/**
 * Requests across every route on disk: its own methods mostly, any method sometimes; valid
 * and hostile path parameters, query strings, headers, cookies and bodies; as anonymous, a User
 * and an Admin. `origin` is the site's own origin, which form posts need to pass the CSRF check.
 */
export function fuzzRequests(routes: RouteTemplate[], fieldNames: string[], origin: string): fc.Arbitrary<FuzzRequest> {
  const route = fc.constantFrom(...routes);
  const pathShape = fc.record({
    fills: fc.array(
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hostileIds) }, { weight: 1, arbitrary: anyString }),
      { minLength: 2, maxLength: 2 },
    ),
    te: fc.boolean(),
    extra: oneIn(6, anyString),
  });
  const randomPath = fc.oneof(
    fc.constantFrom(
      '/te/%25',
      '/%25',
      '/uploads/%0D%0Ax',
      '//evil.example',
      '/\\evil',
      '/api/../admin',
      '/api/%2e%2e/admin',
      '/_astro/x.js',
      '/media/none.webp',
      '/te/te/te',
      '/api/event/%2e%2e',
      '/admin/../api/user',
      '/.env',
      '/data/site.db',
    ),
    fc.array(anyString, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.map(pathPart).join('/')}`),
  );
  const headers = fc.record({
    extra: fc.oneof(
      { weight: 2, arbitrary: fc.constant([] as Array<[string, string]>) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(fc.constantFrom(...headerNames), anyString), { minLength: 1, maxLength: 3 }),
      },
    ),
    origin: fc.constantFrom(origin, origin, origin, 'https://evil.example', 'null', ''),
    cookie: oneIn(
      4,
      fc.oneof(
        anyString.map((v) => `session=${v}`),
        fc.constantFrom('session=', 'session=;session=x', 'flash=%%%', '__Host-session=abc', 'a=b; c'),
      ),
    ),
    bearer: oneIn(6, anyString),
  });
  return fc
    .record({
      route,
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      pathShape,
      random: oneIn(8, randomPath),
      query: queryOf,
      identity: fc.constantFrom<Identity>('anonymous', 'anonymous', 'User', 'Admin', 'Admin'),
      headers,
      body: bodyOf(fieldNames),
      forwardedFor: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('unknown', 'not-an-ip', '1.2.3.4, 5.6.7.8')),
    })
    .chain((r) =>
      fc
        .constantFrom(...(r.route.methods.includes('ALL') || r.route.methods.length === 0 ? METHODS : r.route.methods))
        .map((own) => {
          const method = r.method ?? own;
          const path = (r.random ?? pathOf(r.route, r.pathShape.fills, r.pathShape.te, r.pathShape.extra)) + r.query;
          const headers: Record<string, string> = { 'x-forwarded-for': r.forwardedFor };
          for (const [name, value] of r.headers.extra) headers[name] = headerValue(value);
          if (r.headers.origin) headers.origin = r.headers.origin;
          if (r.headers.cookie) headers.cookie = headerValue(r.headers.cookie);
          if (r.headers.bearer) headers.authorization = headerValue(`Bearer ${r.headers.bearer}`);
          const sendsBody = !['GET', 'HEAD'].includes(method) && r.body;
          if (sendsBody) headers['content-type'] = r.body!.type;
          return { method, path, identity: r.identity, headers, body: sendsBody ? r.body!.body : undefined };
        }),
    );
}
