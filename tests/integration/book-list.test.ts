import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { formatWeekday } from '#src/i18n/dates.ts';

/** The /book list and the ways to it (header, footer, home, account), on SQLite and PostgreSQL. */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
});

const text = async (path: string) => {
  const response = await http.get(path);
  expect(response.status).toBe(200);
  return { body: await response.text(), response };
};

describe('/book', () => {
  it('lists a puja under its category with its price and its next days that have a place', async () => {
    const created = await http.json('POST', '/api/pujas', testPuja('one-a-day', { perDay: 1, price: 2516 }), {
      authorization: `Bearer ${admin.token}`,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await http.json('POST', '/api/bookings', bookingBody(id, dayAhead(1)))).status).toBe(201);

    const { body, response } = await text('/book');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const card = body.slice(body.indexOf('Test homam one-a-day'));
    expect(body.indexOf('<h2 id="book-homam">Homams</h2>')).toBeGreaterThan(0);
    expect(body.indexOf('<h2 id="book-homam">')).toBeLessThan(body.indexOf('Test homam one-a-day'));
    expect(card.slice(0, 600)).toContain('₹2,516');
    // The first day is full: the list starts with the next one.
    expect(card.slice(0, 600)).not.toContain(formatWeekday(dayAhead(1), 'en'));
    expect(card.slice(0, 600)).toContain(formatWeekday(dayAhead(2), 'en'));
    expect(card.slice(0, 900)).toContain('href="/book/one-a-day"');
  });

  it('reads in Telugu at /te/book', async () => {
    const { body } = await text('/te/book');
    expect(body).toContain('<h1');
    expect(body).toContain('పూజ బుక్ చేయండి');
    expect(body).toContain('చండీ హోమం');
    expect(body).toContain('href="/te/book/chandi-homam"');
    expect(body).toContain('రాబోయే తేదీలు:');
  });

  it('is reached from the header, the footer and the home page, in both languages', async () => {
    const pages: Array<[string, string]> = [
      ['/', '/book'],
      ['/te/', '/te/book'],
      ['/aboutus', '/book'],
    ];
    for (const [path, book] of pages) {
      const { body } = await text(path);
      const links = body.match(new RegExp(`href="${book}"`, 'g')) ?? [];
      // Desktop menu, phone menu and footer; the home page adds its own section.
      expect(links.length).toBeGreaterThanOrEqual(path === '/aboutus' ? 3 : 4);
    }
  });
});
