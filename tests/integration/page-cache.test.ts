import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Two instances of the site on one database, as behind a load balancer: SQLite shares the
// DATA_DIR file, PostgreSQL one database.
let database: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let admin: TestAccount;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startServer({ database }); // migrates and seeds first
  b = await startServer({ database });
  admin = await createUser(a, { role: 'Admin' });
}, 90_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

const visit = async (server: RunningServer, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(server.url + path, { redirect: 'manual', headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    headers: response.headers,
    html: await response.text(),
  };
};

interface EventJson {
  id: number;
  title: string;
  titleTe: string | null;
  description: string;
  descriptionTe: string | null;
  eventDate: string;
  youtubeLink: string | null;
}

const firstUpcoming = async () =>
  ((await (await fetch(`${a.url}/api/event/upcoming-events`)).json()) as EventJson[])[0]!;

const pages = ['/events/upcomingevents', '/te/events/upcomingevents', '/', '/te'];

/** Visits every page on both instances until each answers from its cache. */
async function warm() {
  for (const server of [a, b]) {
    for (const path of pages) {
      await visit(server, path);
      const again = await visit(server, path);
      expect(again.cache, `${path} on ${server.url}`).toBe('hit');
    }
  }
}

describe('the page cache for visitors without a session', () => {
  it('answers a repeated visit from memory, with the security headers of the page', async () => {
    const first = await visit(b, '/aboutus');
    const second = await visit(b, '/aboutus');
    expect(first.status).toBe(200);
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(second.headers.get('content-type')).toContain('text/html');
    // Each language is kept apart.
    await visit(b, '/te/aboutus');
    const telugu = await visit(b, '/te/aboutus');
    expect(telugu.cache).toBe('hit');
    expect(telugu.html).toContain('<html lang="te"');
    expect((await visit(b, '/aboutus')).html).toContain('<html lang="en"');
  });

  it('answers an address that only looks like a page with the site, not from the cache', async () => {
    await visit(a, '/');
    const odd = await fetch(`${a.url}//aboutus`, { redirect: 'manual' });
    expect(odd.headers.get('x-cache')).not.toBe('hit');
  });

  it('shows an event edited through one instance at once on both, in English and Telugu (Bearer API)', async () => {
    await warm();
    const event = await firstUpcoming();
    const title = `Karthika Deepotsavam ${Date.now()}`;
    const titleTe = `కార్తీక దీపోత్సవం ${Date.now()}`;
    const saved = await client(a.url).json(
      'PUT',
      `/api/event/${event.id}`,
      { ...event, title, titleTe },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(saved.status).toBe(200);
    for (const server of [b, a]) {
      expect((await visit(server, '/events/upcomingevents')).html).toContain(title);
      expect((await visit(server, '/te/events/upcomingevents')).html).toContain(titleTe);
      expect((await visit(server, '/')).html).toContain(title);
      expect((await visit(server, '/te')).html).toContain(titleTe);
    }
  });

  it('does the same for an admin screen’s write with the session cookie, made through the other instance', async () => {
    await warm();
    const event = await firstUpcoming();
    const title = `Sri Rama Navami ${Date.now()}`;
    const saved = await client(b.url).json(
      'PUT',
      `/api/event/${event.id}`,
      { ...event, title },
      { cookie: admin.cookie, origin: b.url },
    );
    expect(saved.status).toBe(200);
    for (const server of [a, b]) expect((await visit(server, '/events/upcomingevents')).html).toContain(title);
  });

  it('is not dropped by a refused write', async () => {
    await warm();
    const event = await firstUpcoming();
    const refused = await client(a.url).json(
      'PUT',
      `/api/event/${event.id}`,
      { ...event, title: '' },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(refused.status).toBe(400);
    expect((await visit(b, '/events/upcomingevents')).cache).toBe('hit');
  });

  const givesTheKeptPage =
    'gives a signed-in visitor the kept page with their own menu, and one with a waiting message a fresh page';
  it(givesTheKeptPage, async () => {
    await warm();
    const event = await firstUpcoming();
    // Changed behind the site's back: only the page cache's lifetime would catch this.
    const title = `Changed by hand ${Date.now()}`;
    await withDb(database, (db) => db.updateTable('events').set({ title }).where('id', '=', event.id).execute());
    const anonymous = await visit(b, '/events/upcomingevents');
    expect(anonymous.cache).toBe('hit');
    expect(anonymous.html).not.toContain(title);

    const user = await createUser(b, { role: 'User' });
    for (const server of [a, b]) {
      const signedIn = await visit(server, '/events/upcomingevents', { cookie: user.cookie });
      expect(signedIn.cache).toBe('hit');
      expect(signedIn.html).not.toContain(title);
      expect(signedIn.html).toContain(user.name);
      expect(signedIn.html).not.toContain('class="login-button"');
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      const withFlash = await visit(server, '/events/upcomingevents', { cookie: 'flash=auth.login.success' });
      expect(withFlash.cache).toBeNull();
      expect(withFlash.html).toContain(title);
    }
    // And the signed-in page was not kept for the next anonymous visitor.
    expect((await visit(b, '/events/upcomingevents')).html).not.toContain(user.name);
  });

  it('never keeps admin pages, API answers, missing pages or account forms', async () => {
    for (const path of ['/admin', '/api/event', '/no-such-page', '/login', '/donationpayment']) {
      await visit(a, path);
      const again = await visit(a, path);
      expect(again.cache, path).toBeNull();
    }
  });
});
