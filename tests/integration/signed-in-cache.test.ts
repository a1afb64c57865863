import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '#src/server/db/connect.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let devotee: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  server = await startServer();
  devotee = await createUser(server, { role: 'User' });
  admin = await createUser(server, { role: 'Admin' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const visit = async (path: string, cookie?: string) => {
  const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    control: response.headers.get('cache-control'),
    html: await response.text(),
  };
};

/** A GET with exactly these headers (fetch would add its own Accept-Encoding), its body decoded by hand. */
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ cache: string | undefined; control: string | undefined; encoding: string | undefined; html: string }>(
    (resolve, reject) => {
      request(server.url + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const html = (
            encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body
          ).toString();
          resolve({
            cache: response.headers['x-cache'] as string | undefined,
            control: response.headers['cache-control'],
            encoding,
            html,
          });
        });
      })
        .on('error', reject)
        .end();
    },
  );

describe('public pages for signed-in visitors', () => {
  const comeFromTheCache =
    'come from the page cache with the visitor’s own account menu, private, as the page rendered for them would be';
  it(comeFromTheCache, async () => {
    await visit('/aboutus'); // kept by a visitor without a session
    const cached = await visit('/aboutus', devotee.cookie);
    expect(cached.status).toBe(200);
    expect(cached.cache).toBe('hit');
    expect(cached.control).toBe('private, no-store');
    expect(cached.html).toContain(`<p class="profile-popup__name">${devotee.name}</p>`);
    expect(cached.html).not.toContain('class="login-button"');

    // A second cookie (a one-time message, say) has the page rendered for the visitor: the same page.
    const rendered = await visit('/aboutus', `${devotee.cookie}; other=1`);
    expect(rendered.cache).not.toBe('hit');
    expect(cached.html).toBe(rendered.html);
  });

  // The islands' id prefixes (prefix="r8") count React renders in the order they run, which on
  // PostgreSQL follows whichever of the home page's queries answers first: two renders of the
  // same page can differ there, in nothing else, whoever asks (it was so before the page cache).
  const samePrefixes = (html: string) => html.replaceAll(/ prefix="r\d+"/g, ' prefix="r"');

  it('are the same page in every encoding: brotli, gzip, none, as the visitor asks', async () => {
    await visit('/');
    const rendered = await visit('/', `${devotee.cookie}; other=1`);
    const asked = { 'gzip, deflate, br': 'br', gzip: 'gzip', br: 'br', identity: undefined };
    for (const [acceptEncoding, encoding] of Object.entries(asked)) {
      const cached = await raw('/', { cookie: devotee.cookie, 'accept-encoding': acceptEncoding });
      expect(cached.cache).toBe('hit');
      expect(cached.control).toBe('private, no-store');
      expect(cached.encoding).toBe(encoding);
      expect(samePrefixes(cached.html)).toBe(samePrefixes(rendered.html));
    }
  });

  it('end with the session: after signing out, the same cookie gets the page of a visitor without one', async () => {
    const leaving = await createUser(server, { role: 'User' });
    await visit('/aboutus');
    expect((await visit('/aboutus', leaving.cookie)).html).toContain(leaving.name);
    const out = await fetch(`${server.url}/api/user/logout`, {
      method: 'POST',
      headers: { cookie: leaving.cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=en',
      redirect: 'manual',
    });
    expect(out.status).toBeLessThan(400);
    const after = await visit('/aboutus', leaving.cookie);
    expect(after.html).not.toContain(leaving.name);
    expect(after.html).toContain('class="login-button"');
  });

  it('give each visitor their own menu, in the page’s language', async () => {
    await visit('/te/aboutus');
    const mine = await visit('/te/aboutus', admin.cookie);
    expect(mine.cache).toBe('hit');
    expect(mine.html).toContain(`<p class="profile-popup__name">${admin.name}</p>`);
    expect(mine.html).not.toContain(devotee.name);
    expect(mine.html).toContain('name="lang" value="te"');
  });

  it('made once for a visitor, are sent again to them alone, and show a changed name at once', async () => {
    const renamed = await createUser(server, { role: 'User' });
    await visit('/gallery');
    const first = await raw('/gallery', { cookie: renamed.cookie, 'accept-encoding': 'br' });
    const again = await raw('/gallery', { cookie: renamed.cookie, 'accept-encoding': 'br' });
    expect(again).toEqual(first);
    expect(again.html).toContain(`<p class="profile-popup__name">${renamed.name}</p>`);
    const other = await raw('/gallery', { cookie: devotee.cookie, 'accept-encoding': 'br' });
    expect(other.html).toContain(`<p class="profile-popup__name">${devotee.name}</p>`);
    expect(other.html).not.toContain(renamed.name);

    const { db } = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    try {
      await db.updateTable('users').set({ name: 'Lakshmi Devi' }).where('email', '=', renamed.email).execute();
    } finally {
      await db.destroy();
    }
    const after = await raw('/gallery', { cookie: renamed.cookie, 'accept-encoding': 'br' });
    expect(after.cache).toBe('hit');
    expect(after.html).toContain('<p class="profile-popup__name">Lakshmi Devi</p>');
    expect(after.html).not.toContain(renamed.name);
  });

  it('are rendered as before for a session that is not valid, and never kept from a signed-in visit', async () => {
    await visit('/gallery');
    const stale = await visit('/gallery', `${devotee.cookie.split('=')[0]}=not-a-session`);
    expect(stale.cache).not.toBe('hit');
    expect(stale.html).toContain('class="login-button"');

    // First seen by a signed-in visitor: rendered for them, and the next anonymous visitor is not given their menu.
    // A page the cache keeps (it answers 200 and a second anonymous visit is a hit), not yet visited.
    const first = await visit('/events/upcomingevents', devotee.cookie);
    expect(first.status).toBe(200);
    expect(first.cache).not.toBe('hit');
    expect(first.html).toContain(devotee.name);
    const anonymous = await visit('/events/upcomingevents');
    expect(anonymous.cache).not.toBe('hit');
    expect(anonymous.html).not.toContain(devotee.name);
    expect(anonymous.html).toContain('class="login-button"');
    expect((await visit('/events/upcomingevents')).cache).toBe('hit');
  });
});
