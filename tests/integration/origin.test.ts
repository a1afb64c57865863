import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { eventForm as newEventForm } from '../support/event-form.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { crossSiteMessage } from '#src/server/http/origin.ts';
import { inEnglish } from '../support/refusals.ts';

let server: RunningServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await startServer();
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => server?.stop());

const eventForm = (title: string) =>
  newEventForm({
    title,
    description: 'Lamps lit around the ashram pond.',
    date: '2030-01-14',
    width: 400,
    height: 300,
    seed: 7,
    fileName: 'lamps.jpg',
  });

describe('browser writes must come from this site; Bearer API clients need no Origin', () => {
  it('refuses a cookie-authenticated form post from another site, with a message saying what to do', async () => {
    const response = await fetch(`${server.url}/api/event`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: 'https://elsewhere.example' },
      body: await eventForm('Forged event'),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: inEnglish(crossSiteMessage), fields: {} });
    const titles = ((await (await fetch(`${server.url}/api/event`)).json()) as Array<{ title: string }>).map(
      (e) => e.title,
    );
    expect(titles).not.toContain('Forged event');
  });

  it('refuses a cookie DELETE with neither Origin nor Referer', async () => {
    const response = await fetch(`${server.url}/api/event/1`, { method: 'DELETE', headers: { cookie: admin.cookie } });
    expect(response.status).toBe(403);
  });

  it('accepts the same post from our own pages (Origin, or Referer when Origin is missing)', async () => {
    const ok = await fetch(`${server.url}/api/event`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: server.url },
      body: await eventForm('Own-site event'),
    });
    expect(ok.status).toBe(201);
    const byReferer = await fetch(`${server.url}/api/event`, {
      method: 'POST',
      headers: { cookie: admin.cookie, referer: `${server.url}/admin` },
      body: await eventForm('Referer event'),
    });
    expect(byReferer.status).toBe(201);
  });

  it('accepts a Bearer multipart post with no Origin', async () => {
    const response = await fetch(`${server.url}/api/event`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: await eventForm('API client event'),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      title: 'API client event',
      message: 'Event submitted successfully!',
    });
  });
});
