import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// The site behind nginx on the same machine: every request comes from 127.0.0.1, and the
// visitor is named by the X-Forwarded-For that nginx appends.
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  // nginx terminates TLS: the site is reached over http:// but its public address is https://.
  server = await startServer({ env: { TRUSTED_PROXIES: '127.0.0.1,::1', SITE_URL: 'https://peetam.example.org' } });
  http = client(server.url);
});
afterAll(() => server?.stop());

const limited = 'Too many attempts. Please wait 15 minutes and try again.';
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('rate limits behind a trusted proxy', () => {
  it('count each visitor apart, by the address the proxy appended', async () => {
    const account = await createUser(server, { role: 'User' });
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await http.json(
            'POST',
            '/api/user/login',
            { email: account.email, password: 'wrong-pass' },
            from('203.0.113.5'),
          )
        ).status,
      ).toBe(401);
    }
    const blocked = await http.json(
      'POST',
      '/api/user/login',
      { email: account.email, password: account.password },
      from('203.0.113.5'),
    );
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(limited);
    // A made-up entry in front of the one nginx appended changes nothing.
    expect(
      (
        await http.json(
          'POST',
          '/api/user/login',
          { email: account.email, password: account.password },
          from('198.51.100.1, 203.0.113.5'),
        )
      ).status,
    ).toBe(429);
    // Another visitor behind the same proxy is not blocked by the first one's mistakes.
    expect(
      (
        await http.json(
          'POST',
          '/api/user/login',
          { email: account.email, password: account.password },
          from('203.0.113.6'),
        )
      ).status,
    ).toBe(200);
  });
});

describe('form posts behind a TLS proxy', () => {
  it('accepts a form sent from the public https:// address, and still refuses other sites', async () => {
    const fields = {
      firstName: 'Gopala',
      lastName: 'Krishna',
      email: 'gopala@example.org',
      phoneNumber: '9848012345',
      message: 'Sent through the proxy.',
      website: '',
    };
    const ours = await http.form('/contactus', fields, { origin: 'https://peetam.example.org' });
    expect(ours.status).toBe(303);
    const theirs = await http.form('/contactus', fields, { origin: 'https://elsewhere.example' });
    expect(theirs.status).toBe(403);
  });
});
