import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startRazorpay } from '../support/razorpay.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { defaultHoldLimits } from '#src/features/bookings/fair-holds.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import { createT } from '#src/i18n/index.ts';

/** Fair holds and the waitlist through the API, on SQLite and (TEST_DATABASE_URL) PostgreSQL. */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;
let n = 0;

beforeAll(async () => {
  razorpay = await startRazorpay('rzp_test_fair', 'fair-secret');
  // The bench and these tests act as the proxy: each devotee has their own address.
  server = await startServer({
    env: {
      TRUSTED_PROXIES: '127.0.0.1,::1',
      RAZORPAY_KEY_ID: 'rzp_test_fair',
      RAZORPAY_KEY_SECRET: 'fair-secret',
      RAZORPAY_API_BASE: razorpay.apiBase,
    },
  });
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
  await razorpay?.stop();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const address = () => `10.${Math.floor(++n / 250) % 250}.${n % 250}.${(n * 7) % 250}`;
const from = (ip = address()) => ({ 'x-forwarded-for': ip });
const unique = () => ++n;
const contacts = () => {
  const i = unique();
  return { email: `devotee${i}@example.org`, phone: `9${String(i).padStart(9, '0')}` };
};
const en = createT('en');

async function addPuja(slug: string, more: Record<string, unknown> = {}): Promise<number> {
  const response = await http.json('POST', '/api/pujas', testPuja(slug, more), asAdmin());
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Ten bookings sent at once, each from its own address unless `headers` says otherwise. */
async function tenAtOnce(
  pujaId: number,
  body: (i: number) => Record<string, unknown>,
  headers: (i: number) => Record<string, string> = () => from(),
) {
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      http.json('POST', '/api/bookings', bookingBody(pujaId, dayAhead(2 + (i % 5)), body(i)), headers(i)),
    ),
  );
  return Promise.all(
    responses.map(async (r) => ({
      status: r.status,
      body: (await r.json()) as { message?: string; fields?: Record<string, string> },
    })),
  );
}

const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

describe('fair holds', () => {
  const { perEmail } = defaultHoldLimits;
  it(`one e-mail holds at most ${perEmail} unpaid bookings, however many are sent at once`, async () => {
    const pujaId = await addPuja(`fair-email-${unique()}`);
    const email = `hoarder${unique()}@example.org`;
    const answers = await tenAtOnce(pujaId, () => ({ ...contacts(), email: email.toUpperCase() }));
    expect(statuses(answers)).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toMatch(
      /^You already hold 3 unpaid bookings with this e-mail; pay or cancel one, or wait until its hold ends at .+\.$/,
    );
    expect(refused.body.fields?.email).toBe(refused.body.message);
  });

  it(`one phone number holds at most ${defaultHoldLimits.perPhone}, whatever its spelling`, async () => {
    const pujaId = await addPuja(`fair-phone-${unique()}`);
    const answers = await tenAtOnce(pujaId, (i) => ({
      ...contacts(),
      phone: i % 2 ? '98480 55555' : '+91 9848055555',
    }));
    expect(statuses(answers)).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    expect(answers.find((a) => a.status === 409)!.body.message).toContain('with this phone number');
  });

  it(`one device (its cookie) holds at most ${defaultHoldLimits.perDevice}`, async () => {
    const pujaId = await addPuja(`fair-device-${unique()}`);
    const cookie = `booking_device=${'d'.repeat(22)}`;
    const answers = await tenAtOnce(
      pujaId,
      () => contacts(),
      () => ({ ...from(), cookie, origin: server.url }),
    );
    expect(statuses(answers)).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    expect(answers.find((a) => a.status === 409)!.body.message).toContain('from this phone or computer');
  });

  const bookingsPerAddress =
    `one address makes at most ${defaultHoldLimits.perAddressHour} ` +
    'bookings an hour (429), each devotee with their own contacts';
  it(bookingsPerAddress, async () => {
    const pujaId = await addPuja(`fair-address-${unique()}`);
    const ip = address();
    const first = await tenAtOnce(
      pujaId,
      () => contacts(),
      () => from(ip),
    );
    const second = await tenAtOnce(
      pujaId,
      () => contacts(),
      () => from(ip),
    );
    expect(statuses([...first, ...second])).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    expect(second.find((a) => a.status === 429)!.body.message).toBe(en('booking.holds.address', { max: 10 }));
  });

  const countsAsTheOfficeSays =
    'a hold that ran out, or was given a UTR, is counted as the office says: a lapsed one frees its count';
  it(countsAsTheOfficeSays, async () => {
    const pujaId = await addPuja(`fair-lapse-${unique()}`);
    const email = `lapse${unique()}@example.org`;
    const answers = await tenAtOnce(pujaId, () => ({ ...contacts(), email }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    await withDb(server, (db) =>
      db
        .updateTable('bookings')
        .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', email)
        .execute(),
    );
    const again = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(pujaId, dayAhead(3), { ...contacts(), email }),
      from(),
    );
    expect(again.status).toBe(201);
  });

  it('Razorpay orders for bookings are limited per address as donation orders are', async () => {
    const pujaId = await addPuja(`fair-order-${unique()}`);
    const made = await http.json('POST', '/api/bookings', bookingBody(pujaId, dayAhead(2), contacts()), from());
    const { reference, page } = (await made.json()) as { reference: string; page: string };
    const key = new URL(page, server.url).searchParams.get('key');
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < limits.orders.max + 2; i++)
      codes.push((await http.json('POST', `/api/bookings/${reference}/order`, { key }, from(ip))).status);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
  });
});

describe('the waitlist', () => {
  const join = (body: Record<string, unknown>, headers = from()) =>
    http.json('POST', '/api/bookings/waitlist', body, headers);
  const outbox = (to: string) =>
    withDb(server, (db) =>
      db.selectFrom('mail_outbox').select(['subject', 'body_text']).where('to_address', '=', to).execute(),
    );

  const takesADevotee =
    'takes a devotee for a full day (201), refuses a day with places (409) and bad input (400, with messages)';
  it(takesADevotee, async () => {
    const pujaId = await addPuja(`wait-basic-${unique()}`, { perDay: 1 });
    const day = dayAhead(4);
    const waiting = { pujaId, date: day, name: 'Sita Devi', ...contacts() };
    expect((await join(waiting)).status).toBe(409);
    expect((await http.json('POST', '/api/bookings', bookingBody(pujaId, day, contacts()), from())).status).toBe(201);
    const joined = await join(waiting);
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ pujaId, date: day, status: 'waiting' });
    expect((await join(waiting)).status).toBe(409);
    const bad = await join({ pujaId, date: 'soon', name: '', email: 'nobody', phone: '12' });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['date', 'email', 'name', 'phone']);
  });

  const handsOnAFreedPlace =
    'a freed place goes to the first devotee waiting: mailed, kept 2 hours for their e-mail alone, then to the next';
  it(handsOnAFreedPlace, async () => {
    const pujaId = await addPuja(`wait-hand-${unique()}`, { perDay: 1 });
    const day = dayAhead(5);
    const holder = contacts();
    const made = await http.json('POST', '/api/bookings', bookingBody(pujaId, day, holder), from());
    const { reference } = (await made.json()) as { reference: string };
    const first = { pujaId, date: day, name: 'First Devotee', ...contacts() };
    const second = { pujaId, date: day, name: 'Second Devotee', ...contacts() };
    expect((await join(first)).status).toBe(201);
    expect((await join(second)).status).toBe(201);

    // The hold runs out; the next look at the day frees it, and hands it over in the same transaction.
    await withDb(server, (db) =>
      db
        .updateTable('bookings')
        .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
        .where('reference', '=', reference)
        .execute(),
    );
    expect((await http.get('/api/pujas')).status).toBe(200);
    const mails = await outbox(first.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('A place is free for');
    expect(mails[0]!.body_text).toContain(`?date=${day}`);

    // Others still see the day full; only the first devotee's e-mail takes the place.
    expect((await http.json('POST', '/api/bookings', bookingBody(pujaId, day, contacts()), from())).status).toBe(409);
    expect((await join({ ...second, email: `late${unique()}@example.org` })).status).toBe(201);

    // Two hours pass: the place goes on to the second devotee.
    await withDb(server, (db) =>
      db
        .updateTable('booking_waitlist')
        .set({ offered_until: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', first.email)
        .execute(),
    );
    await http.get('/api/pujas');
    expect(await outbox(second.email)).toHaveLength(1);
    expect(
      (
        await http.json(
          'POST',
          '/api/bookings',
          bookingBody(pujaId, day, { phone: first.phone, email: first.email }),
          from(),
        )
      ).status,
    ).toBe(409);
    const booked = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(pujaId, day, { phone: second.phone, email: second.email }),
      from(),
    );
    expect(booked.status).toBe(201);
    const places = await withDb(server, (db) =>
      db
        .selectFrom('puja_day_places')
        .select('taken')
        .where('puja_id', '=', pujaId)
        .where('day', '=', day)
        .executeTakeFirst(),
    );
    expect(Number(places?.taken)).toBe(1);
  });
});
