import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#src/server/rate-limit/limits.ts';
import { createUser } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const adminKey = 'the-right-admin-key-2026';
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_SIGNUP_KEY: adminKey } });
  http = client(server.url);
});
afterAll(() => server?.stop());

const limited = 'Too many attempts. Please wait 15 minutes and try again.';

describe('rate limits', () => {
  const answers429 =
    'answers 429 after 10 failures for one address from one IP, but the account still works from another';
  it(answers429, async () => {
    const account = await createUser(server, { role: 'User' });
    for (let i = 0; i < 10; i++) {
      expect(
        (await http.json('POST', '/api/user/login', { email: account.email, password: 'wrong-pass' })).status,
      ).toBe(401);
    }
    const blocked = await http.json('POST', '/api/user/login', { email: account.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(limited);
    // The same page form says it too.
    const page = await http.form('/login', { email: account.email, password: account.password });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(limited);
    // A made-up X-Forwarded-For does not buy a fresh counter.
    const spoofed = await http.json(
      'POST',
      '/api/user/login',
      { email: account.email, password: account.password },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(spoofed.status).toBe(429);
    // Other accounts from this address are not affected.
    const other = await createUser(server, { role: 'User' });
    expect((await http.json('POST', '/api/user/login', { email: other.email, password: other.password })).status).toBe(
      200,
    );
  });

  it('keeps the counters in the database, across a restart', async () => {
    const account = await createUser(server, { role: 'User' });
    for (let i = 0; i < 10; i++)
      await http.json('POST', '/api/user/login', { email: account.email, password: 'wrong-pass' });
    const restarted = await startServer({
      database: { dataDir: server.dataDir, databaseUrl: server.databaseUrl, drop: async () => {} },
    });
    try {
      const response = await client(restarted.url).json('POST', '/api/user/login', {
        email: account.email,
        password: account.password,
      });
      expect(response.status).toBe(429);
    } finally {
      await restarted.stop();
    }
  });

  const stopsAdminSignUp =
    `stops Admin sign-up from an address after ${limits.adminKeyFailures.max} ` +
    'wrong secret keys, whatever e-mail each gave';
  it(stopsAdminSignUp, async () => {
    const signup = (i: number, secretKey: string, role = 'Admin') =>
      http.json('POST', '/api/user/signup', {
        role,
        email: `guess-${i}@example.org`,
        name: 'Guessing',
        password: 'secret1',
        secretKey,
      });
    for (let i = 0; i < limits.adminKeyFailures.max; i++)
      expect((await signup(i, `guess-${i}-of-the-key`)).status).toBe(403);
    // Even the right key, with yet another e-mail, is refused now.
    const blocked = await signup(100, adminKey);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(limited);
    // Signing up as User from this address still works.
    expect((await signup(101, '', 'User')).status).toBe(201);
  });

  it('answers 429 after 100 attempts from one IP, whatever the accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 105; i++) {
      const response = await http.json('POST', '/api/user/forgot-password', { email: `someone-${i}@example.org` });
      statuses.push(response.status);
    }
    // The earlier tests here already spent some of this IP's attempts.
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
    const first429 = statuses.indexOf(429);
    expect(statuses.slice(0, first429).every((s) => s === 200)).toBe(true);
  });
});
