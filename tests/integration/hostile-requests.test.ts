import { request } from 'node:http';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_LIMIT } from '#src/server/http/body.ts';
import { localePath, languages, type Lang } from '#src/i18n/index.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { client } from '../support/http.ts';
import { redirectBypasses } from '../support/redirect-bypasses.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Behind a trusted proxy each request can come from its own visitor, so that a corpus of
// sign-ins does not run into the sign-in rate limit (which is the point of another test).
let server: RunningServer;
let http: ReturnType<typeof client>;
let user: TestAccount;
let admin: TestAccount;
let visitor = 0;
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${(visitor++ % 250) + 1}` });

beforeAll(async () => {
  // Razorpay keys make the payment routes read their bodies; the gateway itself is never reached here.
  const razorpay = {
    RAZORPAY_KEY_ID: 'rzp_test_hostile',
    RAZORPAY_KEY_SECRET: 'hostile-secret',
    RAZORPAY_WEBHOOK_SECRET: 'hostile-webhook',
    RAZORPAY_API_BASE: 'http://127.0.0.1:9/v1',
  };
  server = await startServer({ env: { TRUSTED_PROXIES: '127.0.0.1,::1', ...razorpay } });
  http = client(server.url);
  user = await createUser(server, { role: 'User' });
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(() => server?.stop());

const sessionsOf = (account: TestAccount) =>
  withDb(server, async (db) => {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.email', '=', account.email)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });

describe('the redirect after sign-in', () => {
  describe.each(languages)('in %s', (lang: Lang) => {
    const fallback = localePath(lang, '/donationpayment');

    it.each(redirectBypasses.map((next) => [next]))('never leaves the site for next=%j', async (next) => {
      const login = localePath(lang, '/login');
      const credentials = { email: user.email, password: user.password };
      // The page form: next in the query string (as the admin guard sends it) and in the hidden field.
      const byQuery = await http.form(`${login}?next=${encodeURIComponent(next)}`, credentials, fresh());
      expect(byQuery.status).toBe(303);
      expect(byQuery.headers.get('location')).toBe(fallback);
      const byField = await http.form(login, { ...credentials, next }, fresh());
      expect(byField.headers.get('location')).toBe(fallback);
      // The API: where a client should go next.
      const api = await http.json('POST', `/api/user/login?lang=${lang}`, { ...credentials, next }, fresh());
      expect(api.status).toBe(200);
      expect((await api.json()).next).toBe(fallback);
    });

    it('still goes back to a page of the site, in the language of the sign-in', async () => {
      const response = await http.form(
        `${localePath(lang, '/login')}?next=${encodeURIComponent('/te/gallery?date=2026-01-14')}`,
        { email: user.email, password: user.password },
        fresh(),
      );
      expect(response.headers.get('location')).toBe(localePath(lang, '/gallery?date=2026-01-14'));
    });
  });
});

/** A body that never says how long it is, sent as 64 KB chunks until the server stops reading. */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** Every page and API address that reads a form or JSON, and what it is sent. */
const smallBodyRoutes: Array<[string, 'form' | 'json']> = [
  ['/login', 'form'],
  ['/te/signup', 'form'],
  ['/forgot', 'form'],
  ['/setpassword', 'form'],
  ['/contactus', 'form'],
  ['/te/contact', 'form'],
  ['/donationpayment', 'form'],
  ['/api/user/login', 'json'],
  ['/api/user/signup', 'json'],
  ['/api/user/forgot-password', 'json'],
  ['/api/user/reset-password', 'json'],
  ['/api/user/logout', 'json'],
  ['/api/contact', 'json'],
  ['/api/donation/create-order', 'json'],
  ['/api/donation/verify', 'json'],
  ['/api/donation/webhook', 'json'],
];

describe('request bodies', () => {
  it.each(smallBodyRoutes)('%s refuses a body over 64 KB with 413, declared or chunked', async (path, kind) => {
    const type = kind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const headers = { 'content-type': type, origin: server.url };
    const declared = await fetch(server.url + path, {
      method: 'POST',
      redirect: 'manual',
      headers,
      body: `message=${'a'.repeat(FORM_LIMIT + 1)}`,
    });
    expect(declared.status).toBe(413);
    const started = Date.now();
    const streamed = await fetch(server.url + path, {
      method: 'POST',
      redirect: 'manual',
      headers,
      body: chunked(50 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Refused at the limit, not after reading 50 MB.
    expect(Date.now() - started).toBeLessThan(5000);
    const text = await streamed.text();
    if (path.startsWith('/api/')) expect(JSON.parse(text).message).toContain('64 KB');
    else expect(text).toContain(path.startsWith('/te/') ? '64 KB కన్నా పెద్దది' : 'larger than 64 KB');
  });

  it('answers a donation form of 10 MB with a short refusal, not the form sent back', async () => {
    const response = await http.form('/donationpayment', { ...validDonation, message: 'a'.repeat(10 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.text()).length).toBeLessThan(4096);
  });

  it('writes no session for a sign-in that is refused for its size', async () => {
    const before = await sessionsOf(user);
    const response = await http.form(
      '/login',
      { email: user.email, password: user.password, padding: 'a'.repeat(FORM_LIMIT) },
      fresh(),
    );
    expect(response.status).toBe(413);
    expect(await sessionsOf(user)).toBe(before);
  });
});

/** A GET sent with its path exactly as written: fetch would resolve %2e%2e before sending it. */
const rawGet = (path: string) =>
  new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    request(server.url + '/', { path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('addresses that climb out of the site', () => {
  const up = '/%2e%2e'.repeat(8);
  it.each(['', '/_astro', '/media'])(
    '%s/%2e%2e/… answers a file outside the site as it answers one that does not exist',
    async (prefix) => {
      const existing = await rawGet(`${prefix}${up}/etc/passwd`);
      const missing = await rawGet(`${prefix}${up}/etc/no-such-file`);
      expect(existing.status).toBe(404);
      expect(existing.type).toBe('text/html; charset=utf-8');
      expect(existing.body).not.toContain('root:');
      expect(existing.body.length).toBeGreaterThan(1000);
      expect(existing.body.replaceAll('passwd', '')).toBe(missing.body.replaceAll('no-such-file', ''));
    },
  );
});

describe('unknown API paths and methods', () => {
  it.each(['/api/nope', '/api/event/%2e%2e', '/api', '/api/user/me/extra', '/te/api/nope'])(
    '%s answers JSON 404',
    async (path) => {
      const response = await http.get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect((await response.json()).message).toMatch(/API/);
    },
  );

  it.each([
    ['PUT', '/api/user', 'GET, HEAD'],
    ['DELETE', '/api/contact', 'GET, HEAD, POST'],
    ['POST', '/api/event/upcoming-events', 'GET, HEAD'],
    ['PATCH', '/api/event/1', 'PUT, DELETE'],
  ])('%s %s answers JSON 405 with Allow: %s', async (method, path, allow) => {
    const response = await http.json(method, path, {}, { origin: server.url });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect((await response.json()).message).toContain(method);
  });

  it('answers in Telugu when asked', async () => {
    const response = await http.json('DELETE', '/api/contact?lang=te', {}, { origin: server.url });
    const refusal = '/api/contact DELETE ను స్వీకరించదు; GET, HEAD, POST మాత్రమే స్వీకరిస్తుంది.';
    expect((await response.json()).message).toBe(refusal);
  });
});

describe('malformed input', () => {
  it.each([
    ['/te/%25', 404],
    ['/%25', 404],
    ['/uploads/%0D%0Ax', 400],
    ['/te/%252525252525252525', 400],
    ['/gallery%00', 400],
  ])('%s answers %i', async (path, status) => {
    expect((await http.get(path)).status).toBe(status);
  });

  it('signs in with next=/%E3%80%82 and lands on the default page', async () => {
    const response = await http.form('/login?next=/%E3%80%82', { email: user.email, password: user.password }, fresh());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/donationpayment');
  });

  it('answers a donation filter with a day that does not exist with 400, naming the filter', async () => {
    const response = await http.get('/api/donation?to=2026-13-45', { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toHaveProperty('to');
    expect((await http.get('/api/donation?from=2026-04-01&to=2026-04-30', { cookie: admin.cookie })).status).toBe(200);
  });
});

describe('when the settings cannot be read', () => {
  it('still answers the 404 page, in either language, and the API its JSON', async () => {
    await withDb(server, (db) => sql`alter table site_settings rename to site_settings_away`.execute(db));
    try {
      const en = await http.get('/no-such-page');
      expect(en.status).toBe(404);
      expect(await en.text()).toContain('Page not found');
      const te = await http.get('/te/no-such-page');
      expect(te.status).toBe(404);
      expect(await te.text()).toContain('పేజీ కనబడలేదు');
      expect((await http.get('/uploads/none.webp', {})).status).toBe(404);
      expect((await http.get('/api/nope')).status).toBe(404);
    } finally {
      await withDb(server, (db) => sql`alter table site_settings_away rename to site_settings`.execute(db));
    }
  });
});

/** Sends bytes as they stand on one connection and gives back all the server wrote before it closed. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('requests the HTTP layer cannot take', () => {
  it('answers a Host header that is not a host with the 400 page', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: a@b;c\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('This address is not valid');
  });

  it('answers headers over the limit with a readable 431, also to a HEAD', async () => {
    const huge = `X-Padding: ${'x'.repeat(20_000)}\r\n`;
    expect(await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${huge}\r\n`)).toMatch(
      /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/,
    );
    const head = await raw(`HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n${huge}\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
  });

  it('answers a request line it cannot parse with 400', async () => {
    expect(await raw('GET /\u0001 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('the log', () => {
  it('holds no stack trace after all the refused requests above', () => {
    expect(server.output()).not.toMatch(/^\s+at .+[:(]\d+:\d+\)?$/m);
  });
});
