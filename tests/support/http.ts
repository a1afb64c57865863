import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '#src/features/auth/cookies.ts';

/** Requests as a browser or an API client would send them, against one test server. */
export function client(baseUrl: string) {
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(baseUrl + path, { redirect: 'manual', headers }),
    json: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(baseUrl + path, {
        method,
        redirect: 'manual',
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined || method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(body),
      }),
    /** A form post; Astro's origin check wants the site's own Origin. */
    form: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(baseUrl + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, ...headers },
        body: new URLSearchParams(fields),
      }),
  };
}

/**
 * The session cookie a response set (the test server runs in production: SESSION_COOKIE), as a `cookie` request header.
 */
export function sessionCookie(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line?.split(';')[0];
}

/**
 * A request sent through node:http, for headers fetch() will not send as given (Host): what a
 * client that is not a browser can put on the wire.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, baseUrl),
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
