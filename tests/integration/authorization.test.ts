import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { adminPages, apiRoutes } from '../support/routes-on-disk.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The authorisation matrix: every admin page and every API write, as a visitor, a User and an
 * Admin. The routes are read from src/pages, so a new admin screen or endpoint is in the matrix
 * the moment it exists, and fails here if it forgot the guard.
 */

/** Writes anyone may make: the account forms themselves, the contact form and the donation order. */
const publicWrites = new Set([
  'api/user/signup.ts POST',
  'api/user/signupemail.ts POST',
  'api/user/login.ts POST',
  'api/user/logout.ts POST',
  'api/user/forgot-password.ts POST',
  'api/user/reset-password.ts POST',
  'api/contact.ts POST',
  'api/contact/index.ts POST',
  'api/donation/create-order.ts POST',
  // Proven by Razorpay's signatures, not by a session.
  'api/donation/verify.ts POST',
  'api/donation/webhook.ts POST',
  // A puja booking, its Razorpay order and verification, and the devotee's cancellation (proven
  // by the booking's key, or its account), and find-my-booking (answered by e-mail to the address).
  'api/bookings/index.ts POST',
  'api/bookings/find.ts POST',
  'api/bookings/waitlist.ts POST',
  'api/bookings/[reference]/order.ts POST',
  'api/bookings/[reference]/verify.ts POST',
  'api/bookings/[reference]/cancel.ts POST',
]);

/** Writes any signed-in account makes to its own records (src/features/account). */
const signedInWrites = new Set([
  'api/account/devotees/index.ts POST',
  'api/account/devotees/[id].ts PUT',
  'api/account/devotees/[id].ts DELETE',
  'api/account/password.ts POST',
  'api/account/confirm-email.ts POST',
  // The devotee's data rights (src/features/data-rights), on their own account only.
  'api/account/erase.ts POST',
  'api/account/correction.ts POST',
  'api/account/withdraw-consent.ts POST',
]);

/** Reads only an Admin may make. */
const adminReads = new Set([
  'api/donation/export.ts GET',
  'api/user/index.ts GET',
  'api/contact.ts GET',
  'api/contact/index.ts GET',
  'api/donation.ts GET',
  'api/donation/index.ts GET',
  'api/bookings/index.ts GET',
  'api/bookings/export.ts GET',
  'api/admin/data-requests/index.ts GET',
]);

const guarded = apiRoutes().flatMap((route) =>
  route.methods
    .filter(
      (m) =>
        (m !== 'GET' && !publicWrites.has(`${route.file} ${m}`) && !signedInWrites.has(`${route.file} ${m}`)) ||
        adminReads.has(`${route.file} ${m}`),
    )
    .map((method) => ({ name: `${method} ${route.url}`, method, url: route.url })),
);

let server: RunningServer;
let http: ReturnType<typeof client>;
let user: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  user = await createUser(server, { role: 'User' });
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(() => server?.stop());

describe('every admin page', () => {
  const pages = adminPages();

  it('calls the shared page guard in its own frontmatter', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
    expect(pages.filter((p) => !/adminPageGuard\(Astro\)/.test(p.source)).map((p) => p.file)).toEqual([]);
  });

  describe.each(pages.map((p) => [p.url, p] as const))('%s', (url) => {
    it('sends a visitor to /login and back, keeping the language', async () => {
      const en = await http.get(url);
      expect(en.status).toBe(302);
      expect(en.headers.get('location')).toBe(`/login?next=${encodeURIComponent(url)}`);
      const te = await http.get(`/te${url}`);
      expect(te.headers.get('location')).toBe(`/te/login?next=${encodeURIComponent(url)}`);
    });

    it('sends a signed-in User home', async () => {
      const response = await http.get(url, { cookie: user.cookie });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
    });

    it('shows an Admin the screen with the admin navigation', async () => {
      const response = await http.get(url, { cookie: admin.cookie });
      expect(response.status).toBe(url.endsWith('no-such-screen') ? 404 : 200);
      const html = await response.text();
      expect(html).toContain('class="admin-nav"');
      for (const label of ['Events', 'Gallery Cards', 'Activities', 'Users', 'Gallery', 'Inquiries', 'Logout'])
        expect(html).toContain(`>${label}<`);
      if (url.endsWith('no-such-screen')) expect(html).toContain('404 Page Not Found');
    });

    if (url.endsWith('no-such-screen')) {
      it("keeps the English heading on the Telugu admin's unknown screen, with the Telugu beside it", async () => {
        const response = await http.get(`/te${url}`, { cookie: admin.cookie });
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).toContain('<span lang="en">404 Page Not Found</span>');
        expect(html).toContain('ఈ పేజీ కనబడలేదు');
      });
    }
  });
});

describe.each(guarded.map((g) => [g.name, g] as const))('%s', (_, { method, url }) => {
  it('answers 401 without credentials', async () => {
    const response = await http.json(method, url, {});
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('message');
  });

  it('answers 401 to a token that is not a session', async () => {
    expect((await http.json(method, url, {}, { authorization: 'Bearer forged' })).status).toBe(401);
  });

  it('answers 403 to a User, by cookie or by Bearer token', async () => {
    expect((await http.json(method, url, {}, { cookie: user.cookie, origin: server.url })).status).toBe(403);
    expect((await http.json(method, url, {}, { authorization: `Bearer ${user.token}` })).status).toBe(403);
  });

  it('lets an Admin through the guard', async () => {
    const response = await http.json(method, url, {}, { authorization: `Bearer ${admin.token}` });
    expect([401, 403]).not.toContain(response.status);
  });
});

const ownWrites = apiRoutes().flatMap((route) =>
  route.methods
    .filter((m) => signedInWrites.has(`${route.file} ${m}`))
    .map((method) => ({ name: `${method} ${route.url}`, method, url: route.url })),
);

describe.each(ownWrites.map((g) => [g.name, g] as const))('%s', (_, { method, url }) => {
  it('answers 401 without credentials or with a token that is not a session, and lets a User through', async () => {
    expect((await http.json(method, url, {})).status).toBe(401);
    expect((await http.json(method, url, {}, { authorization: 'Bearer forged' })).status).toBe(401);
    const response = await http.json(method, url, {}, { authorization: `Bearer ${user.token}` });
    expect([401, 403]).not.toContain(response.status);
  });
});
