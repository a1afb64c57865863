import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  return { status: response.status, cache: response.headers.get('x-cache'), control: response.headers.get('cache-control'), html: await response.text() };
};

describe('public pages for signed-in visitors', () => {
  it('come from the page cache with the visitor’s own account menu, private, as the page rendered for them would be', async () => {
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

  it('give each visitor their own menu, in the page’s language', async () => {
    await visit('/te/aboutus');
    const mine = await visit('/te/aboutus', admin.cookie);
    expect(mine.cache).toBe('hit');
    expect(mine.html).toContain(`<p class="profile-popup__name">${admin.name}</p>`);
    expect(mine.html).not.toContain(devotee.name);
    expect(mine.html).toContain('name="lang" value="te"');
  });

  it('are rendered as before for a session that is not valid, and never kept from a signed-in visit', async () => {
    await visit('/gallery');
    const stale = await visit('/gallery', `${devotee.cookie.split('=')[0]}=not-a-session`);
    expect(stale.cache).not.toBe('hit');
    expect(stale.html).toContain('class="login-button"');

    // First seen by a signed-in visitor: rendered for them, and the next anonymous visitor is not given their menu.
    const first = await visit('/events/pastevents', devotee.cookie);
    expect(first.cache).not.toBe('hit');
    expect(first.html).toContain(devotee.name);
    const anonymous = await visit('/events/pastevents');
    expect(anonymous.html).not.toContain(devotee.name);
    expect(anonymous.html).toContain('class="login-button"');
  });
});
