import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { listBookingsOf } from '#src/features/bookings/service.ts';

/** The puja catalogue and bookings through the API, on SQLite and (TEST_DATABASE_URL) PostgreSQL. */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;

beforeAll(async () => {
  server = await startServer();
  // Many bookings from one address and e-mail: the fairness limits have their own tests (booking-fairness).
  await setHoldLimits(server);
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

async function addPuja(slug: string, more: Record<string, unknown> = {}): Promise<{ id: number }> {
  const response = await http.json('POST', '/api/pujas', testPuja(slug, more), asAdmin());
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

describe('the catalogue', () => {
  it('lists the seeded pujas with their next bookable dates to anyone', async () => {
    const response = await http.get('/api/pujas');
    expect(response.status).toBe(200);
    const pujas = (await response.json()) as Array<{
      slug: string;
      category: string;
      price: number;
      perDay: number;
      nextDates: string[];
      name: { te: string };
    }>;
    expect(pujas.filter((p) => p.category === 'parihara')).toHaveLength(11);
    const chandi = pujas.find((p) => p.slug === 'chandi-homam')!;
    expect(chandi.name.te).toBe('చండీ హోమం');
    expect(chandi.nextDates[0]).toBe(dayAhead(2));
  });

  it('is changed by an administrator only, and DELETE disables', async () => {
    expect((await http.json('POST', '/api/pujas', testPuja('not-allowed'))).status).toBe(401);
    const puja = await addPuja('to-disable');
    const put = await http.json('PUT', `/api/pujas/${puja.id}`, testPuja('to-disable', { perDay: 3 }), asAdmin());
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ perDay: 3 });
    expect((await http.json('DELETE', `/api/pujas/${puja.id}`, undefined, asAdmin())).status).toBe(200);
    const listed = (await (await http.get('/api/pujas')).json()) as Array<{ slug: string }>;
    expect(listed.map((p) => p.slug)).not.toContain('to-disable');
    const audit = await withDb(server, (db) =>
      db.selectFrom('audit_log').select(['action']).where('record_type', '=', 'puja').execute(),
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a catalogue entry with no day offered', async () => {
    const response = await http.json('POST', '/api/pujas', testPuja('no-days', { weekdays: [], dates: [] }), asAdmin());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { weekdays: 'Choose at least one weekday or list at least one date.' },
    });
  });
});

describe('a booking', () => {
  it('holds a place: 201 pending with the total, prasadam posting included', async () => {
    const puja = await addPuja('holds-a-place');
    const prasadam = {
      address: '12-3 Temple Street',
      town: 'Ongole',
      district: 'Prakasam',
      state: 'ఆంధ్రప్రదేశ్',
      pin: '౫౨౩౦౦౨',
    };
    const response = await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(3), { prasadam }));
    expect(response.status).toBe(201);
    const booking = (await response.json()) as Record<string, unknown>;
    expect(booking).toMatchObject({
      status: 'pending',
      price: 1116,
      shipping: 80,
      total: 1196,
      prasadam: { state: 'Andhra Pradesh', pin: '523002' },
    });
    expect(booking.reference).toMatch(/^BK[2-9A-HJ-NP-Z]{10}$/);
  });

  it.each([
    ['a past date', { date: dayAhead(-1) }, 400, 'date', 'That date has passed. Please choose a date from the list.'],
    [
      'a date beyond the window',
      { date: dayAhead(31) },
      400,
      'date',
      'This puja can be booked up to 30 days ahead. Please choose an earlier date.',
    ],
    [
      'a nakshatram not in the list',
      { devotees: [{ name: 'Lakshmi Devi', gotram: 'Kashyapa', nakshatram: 'Sirius' }] },
      400,
      'devotees.0.nakshatram',
      'Choose the nakshatram from the list.',
    ],
    [
      'a state not in the list',
      {
        prasadam: {
          address: '12-3 Temple Street',
          town: 'Ongole',
          district: 'Prakasam',
          state: 'Ceylon',
          pin: '523002',
        },
      },
      400,
      'prasadam.state',
      'Choose the state from the list.',
    ],
    [
      'a PIN of 5 digits',
      {
        prasadam: {
          address: '12-3 Temple Street',
          town: 'Ongole',
          district: 'Prakasam',
          state: 'Andhra Pradesh',
          pin: '52300',
        },
      },
      400,
      'prasadam.pin',
      'The PIN code is 6 digits, such as 523002.',
    ],
    [
      'a tampered price',
      { amount: 1 },
      400,
      'amount',
      "The price of this puja is ₹1116. Please book again from the puja's page.",
    ],
    ['a tampered total', { total: 1 }, 400, 'total', 'The total has changed to ₹1116. Please check it and book again.'],
  ])('refuses %s with a message for the field', async (_name, change, status, field, message) => {
    const puja = await addPuja(
      `refuses-${field.replace(/\W/g, '-')}-${status}-${Math.random().toString(36).slice(2, 7)}`,
    );
    const response = await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(3), change));
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
    expect(
      await withDb(server, (db) => db.selectFrom('bookings').select('id').where('puja_id', '=', puja.id).execute()),
    ).toHaveLength(0);
  });

  const takesAnOffering =
    'takes an offering from the puja minimum to ₹10,00,000, and refuses any other number with 400 and its message';
  it(takesAnOffering, async () => {
    const puja = await addPuja(`offering-bounds-${Math.random().toString(36).slice(2, 7)}`, {
      price: 0,
      minRupees: 501,
    });
    const offer = (amount: unknown, lang = '') =>
      http.json('POST', `/api/bookings${lang}`, bookingBody(puja.id, dayAhead(3), { amount }));
    for (const amount of [1e15, 1e300, 21_474_837, 1_000_001, '99999999']) {
      const response = await offer(amount);
      expect(response.status, String(amount)).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields.amount).toBe(
        'Offer at most ₹10,00,000 for one booking; to offer more, please write to the office.',
      );
    }
    const telugu = await offer(2_000_000, '?lang=te');
    const { fields } = (await telugu.json()) as { fields: Record<string, string> };
    expect(fields.amount).toContain('₹10,00,000 మించకుండా');
    expect(((await (await offer(500)).json()) as { fields: Record<string, string> }).fields.amount).toBe(
      'Offer at least ₹501 for this puja.',
    );
    const most = await offer(1_000_000);
    expect(most.status).toBe(201);
    expect(((await most.json()) as { total: number }).total).toBe(1_000_000);
  });

  it('refuses prasadam for a puja that does not post it, in Telugu on /te', async () => {
    const puja = await addPuja('no-post', { prasadam: false });
    const prasadam = {
      address: '12-3 Temple Street',
      town: 'Ongole',
      district: 'Prakasam',
      state: 'Andhra Pradesh',
      pin: '523002',
    };
    const response = await http.json('POST', '/api/bookings?lang=te', bookingBody(puja.id, dayAhead(3), { prasadam }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'ఈ పూజ ప్రసాదాన్ని పోస్టులో పంపము.' });
  });

  it('of 200 at once for 50 places: exactly 50 held, the rest refused with 409', async () => {
    const puja = await addPuja('two-hundred');
    const day = dayAhead(5);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => http.json('POST', '/api/bookings', bookingBody(puja.id, day))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    const held = await withDb(server, (db) =>
      db.selectFrom('bookings').select('id').where('puja_id', '=', puja.id).where('status', '=', 'pending').execute(),
    );
    expect(held).toHaveLength(50);
    const refused = (await answers.find((r) => r.status === 409)!.json()) as { message: string };
    expect(refused.message).toBe('That day is fully booked. Please choose another date.');
    // The full day is no longer offered.
    const listed = (await (await http.get('/api/pujas')).json()) as Array<{ slug: string; nextDates: string[] }>;
    expect(listed.find((p) => p.slug === 'two-hundred')!.nextDates).not.toContain(day);
  });

  it('sent again with its Idempotency-Key is answered as the first, holding one place', async () => {
    const puja = await addPuja('sent-twice', { perDay: 2 });
    const headers = { 'idempotency-key': 'booking-retry-1' };
    const first = (await (
      await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(3)), headers)
    ).json()) as { reference: string };
    const again = await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(3)), headers);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { reference: string }).reference).toBe(first.reference);
    const rows = await withDb(server, (db) =>
      db.selectFrom('bookings').select('id').where('puja_id', '=', puja.id).execute(),
    );
    expect(rows).toHaveLength(1);
  });

  it('frees its place when its hold runs out unpaid', async () => {
    const puja = await addPuja('expires', { perDay: 1 });
    const day = dayAhead(4);
    const first = (await (await http.json('POST', '/api/bookings', bookingBody(puja.id, day))).json()) as {
      reference: string;
    };
    expect((await http.json('POST', '/api/bookings', bookingBody(puja.id, day))).status).toBe(409);
    await withDb(server, (db) =>
      db
        .updateTable('bookings')
        .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
        .where('reference', '=', first.reference)
        .execute(),
    );
    expect((await http.json('POST', '/api/bookings', bookingBody(puja.id, day))).status).toBe(201);
    const row = await withDb(server, (db) =>
      db.selectFrom('bookings').select('status').where('reference', '=', first.reference).executeTakeFirstOrThrow(),
    );
    expect(row.status).toBe('expired');
  });
});

describe('the booking page, without JavaScript', () => {
  const formFields = (date: string, more: Record<string, string> = {}) => ({
    date,
    attendance: 'on-behalf',
    'devotees.0.name': 'Lakshmi Devi',
    'devotees.0.gotram': 'Bharadwaja',
    'devotees.0.nakshatram': 'Rohini',
    'devotees.0.rasi': '',
    sankalpam: 'For the health of the family',
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    phone: '9848012345',
    post: 'on',
    'prasadam.address': '12-3 Temple Street',
    'prasadam.town': 'Ongole',
    'prasadam.district': 'Prakasam',
    'prasadam.state': 'Andhra Pradesh',
    'prasadam.pin': '523002',
    terms: 'on',
    ...more,
  });

  it('books, shows the total with posting before payment, and takes the UTR', async () => {
    const page = await http.get('/book/chandi-homam');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Chandi Homam');
    expect(html).toContain(`value="${dayAhead(2)}"`);
    const posted = await http.form('/book/chandi-homam', formFields(dayAhead(2)));
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location')!;
    // The booking's own link, with the key that opens it.
    expect(location).toMatch(/^\/booking\/BK[2-9A-HJ-NP-Z]{10}\?key=[\w-]{24}$/);
    const status = await (await http.get(location)).text();
    expect(status).toContain('Waiting for payment');
    expect(status).toContain('₹5,116.00');
    expect(status).toContain('upi://pay?');
    const utr = await http.form(location, { utr: '123456789012' });
    expect(utr.status).toBe(303);
    expect(utr.headers.get('location')).toBe(`${location}&utr=saved`);
    const after = await (await http.get(`${location}&utr=saved`)).text();
    expect(after).toContain('We have your UPI reference 123456789012.');
    expect(after).toContain('Payment reported; the office is checking');
    expect(after).not.toContain('Waiting for payment');
    const row = await withDb(server, (db) =>
      db
        .selectFrom('bookings')
        .select(['hold_until', 'utr', 'status'])
        .where('reference', '=', location.slice(9, 21))
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ hold_until: null, utr: '123456789012', status: 'pending' });
  });

  it('comes back in Telugu with what was typed and a message per field', async () => {
    const posted = await http.form(
      '/te/book/chandi-homam',
      formFields(dayAhead(2), { 'prasadam.pin': '5230', 'devotees.0.nakshatram': 'Sirius' }),
    );
    expect(posted.status).toBe(400);
    const html = await posted.text();
    expect(html).toContain('పిన్ కోడ్ 6 అంకెలు, ఉదాహరణకు 523002.');
    expect(html).toContain('జాబితా నుండి నక్షత్రం ఎంచుకోండి.');
    expect(html).toContain('value="12-3 Temple Street"');
    expect(html).toContain('value="Lakshmi Devi"');
  });

  it('adds a devotee row without JavaScript', async () => {
    const posted = await http.form('/book/chandi-homam', formFields(dayAhead(2), { intent: 'addDevotee' }));
    expect(posted.status).toBe(200);
    const html = await posted.text();
    expect(html).toContain('name="devotees.1.name"');
    expect(html).toContain('value="Lakshmi Devi"');
  });

  it('cancels an unpaid booking from its page with the e-mail it was made with, freeing the place', async () => {
    const puja = await addPuja('cancel-unpaid', { perDay: 1 });
    const booked = (await (await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(3)))).json()) as {
      reference: string;
      page: string;
    };
    const wrong = await http.form(booked.page, { intent: 'cancel', email: 'someone-else@example.org' });
    expect(wrong.status).toBe(404);
    const refused = await wrong.text();
    expect(refused).toContain('No booking has this reference. Check the link in your e-mail.');
    expect(refused).toContain('value="someone-else@example.org"');
    const done = await http.form(booked.page, { intent: 'cancel', email: 'RAVI@example.org' });
    expect(done.status).toBe(303);
    expect(await (await http.get(done.headers.get('location')!)).text()).toContain(
      'The booking is cancelled and its place freed.',
    );
    expect((await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(3)))).status).toBe(201);
    expect((await http.get(`/booking/${booked.reference}/receipt.pdf`)).status).toBe(404);
  });

  const refusesAShortUtr =
    "refuses a UTR that is not 12 digits on the booking's page, the message under it and what was typed kept";
  it(refusesAShortUtr, async () => {
    const puja = await addPuja('utr-refused', { perDay: 1 });
    const booked = (await (await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(3)))).json()) as {
      page: string;
    };
    const refused = await http.form(booked.page, { utr: '12345' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('The UTR has 12 digits; find it in your UPI app under this payment&#x27;s details');
    expect(html).toContain('value="12345"');
  });

  it('answers 404 for a puja that is not in the catalogue', async () => {
    expect((await http.get('/book/no-such-puja')).status).toBe(404);
    expect((await http.get('/booking/BK2222222222')).status).toBe(404);
  });
});

describe("a devotee's bookings (for /account)", () => {
  const keepsTheAccount =
    'keeps the account of a booking made signed in, and lists them newest first with their puja in both languages';
  it(keepsTheAccount, async () => {
    const devotee = await createUser(server, { role: 'User', email: 'kamala@example.org' });
    const puja = await addPuja('for-account');
    const answer = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(puja.id, dayAhead(3), { email: 'other-address@example.org' }),
      {
        cookie: devotee.cookie,
        origin: server.url,
      },
    );
    const signedIn = (await answer.json()) as { reference: string };
    expect({ status: answer.status, signedIn }).toMatchObject({ status: 201 });
    const byEmail = (await (
      await http.json('POST', '/api/bookings', bookingBody(puja.id, dayAhead(4), { email: 'Kamala@Example.org' }))
    ).json()) as { reference: string };
    const user = await withDb(server, (db) =>
      db.selectFrom('users').select('id').where('email', '=', devotee.email).executeTakeFirstOrThrow(),
    );
    const listed = await withDb(server, (db) => listBookingsOf(db, { userId: Number(user.id), email: devotee.email }));
    expect(listed.map((b) => b.reference)).toEqual([byEmail.reference, signedIn.reference]);
    expect(listed[1]).toMatchObject({
      puja: { en: 'Test homam for-account', te: 'పరీక్ష హోమం' },
      date: dayAhead(3),
      status: 'pending',
      total: 111600,
      receipt: null,
    });
    // Without the e-mail (not yet confirmed), only the account's own.
    expect(
      (await withDb(server, (db) => listBookingsOf(db, { userId: Number(user.id) }))).map((b) => b.reference),
    ).toEqual([signedIn.reference]);
  });
});

describe('/admin/pujas', () => {
  it('adds a puja from the form, comes back with what was typed when refused, and disables after asking', async () => {
    const headers = { cookie: admin.cookie };
    const fields = {
      nameEn: 'Sudarshana Homam',
      nameTe: 'సుదర్శన హోమం',
      descriptionEn: 'For protection.',
      descriptionTe: 'రక్షణ కోసం.',
      slug: 'sudarshana-homam',
      category: 'homam',
      price: '౨౧౧౬',
      minRupees: '0',
      durationMinutes: '120',
      'day.0': 'on',
      dates: '',
      perDay: '5',
      minDaysAhead: '2',
      maxDaysAhead: '60',
      prasadam: 'on',
      enabled: 'on',
    };
    const refused = await http.form('/admin/pujas', { ...fields, perDay: '0' }, headers);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Write how many bookings a day (1 to 1000).');
    expect(html).toContain('value="Sudarshana Homam"');

    const saved = await http.form('/admin/pujas', fields, headers);
    expect(saved.status).toBe(303);
    const listed = (await (await http.get('/api/pujas')).json()) as Array<{
      slug: string;
      price: number;
      weekdays: number[];
    }>;
    expect(listed.find((p) => p.slug === 'sudarshana-homam')).toMatchObject({ price: 2116, weekdays: [0] });

    const row = await withDb(server, (db) =>
      db.selectFrom('pujas').select('id').where('slug', '=', 'sudarshana-homam').executeTakeFirstOrThrow(),
    );
    const asked = await http.form('/admin/pujas', { intent: 'disable', id: String(row.id) }, headers);
    expect(await asked.text()).toContain('Disable Sudarshana Homam?');
    expect(
      (await http.form('/admin/pujas', { intent: 'disable', id: String(row.id), sure: 'yes' }, headers)).status,
    ).toBe(303);
    expect((await http.get('/book/sudarshana-homam')).status).toBe(404);
  });
});
