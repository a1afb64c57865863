import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { dayAhead, testPuja } from '../support/bookings.ts';
import { ongole } from '../support/series.ts';
import { takePlace } from '#src/features/bookings/repo.ts';
import { sevaDates } from '#src/features/panchangam/recurring.ts';
import { formatWeekday } from '#src/i18n/dates.ts';

/**
 * 'How often' on the booking form without JavaScript (issue 31, item 5): a refusal keeps every
 * choice and says what to fix, in English and Telugu; a day without a place refuses the whole seva
 * naming the day; a seva booked goes to its page with its days. SQLite, or PostgreSQL by TEST_DATABASE_URL.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let puja: { id: number; per_day: number };
let apiPuja: number;

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  const admin = await createUser(server, { role: 'Admin' });
  const made = await http.json('POST', '/api/pujas', testPuja('seva-form', { perDay: 1, maxDaysAhead: 60 }), {
    authorization: `Bearer ${admin.token}`,
  });
  puja = { id: ((await made.json()) as { id: number }).id, per_day: 1 };
  // Its own puja: a day of another test's seva never fills one of this one's.
  const other = await http.json('POST', '/api/pujas', testPuja('seva-api', { perDay: 5, maxDaysAhead: 60 }), {
    authorization: `Bearer ${admin.token}`,
  });
  apiPuja = ((await other.json()) as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
});

let phones = 0;
const fields = (more: Record<string, string> = {}) => ({
  date: dayAhead(2),
  attendance: 'on-behalf',
  'devotees.0.name': 'Lakshmi Devi',
  'devotees.0.gotram': 'Bharadwaja',
  'devotees.0.nakshatram': 'Rohini',
  name: 'Ravi Kumar',
  email: `seva${++phones}@example.org`,
  phone: `98480 ${String(20000 + phones)}`,
  terms: 'on',
  often: 'yearly-tithi',
  years: '2',
  masam: '8',
  tithi: '11',
  ...more,
});

describe('How often, on the booking form', () => {
  it('refuses a wrong choice with what to fix, keeping every value, in both languages', async () => {
    const en = await http.form('/book/seva-form', fields({ years: '11', tithi: '' }));
    expect(en.status).toBe(400);
    const page = await en.text();
    expect(page).toContain('Please choose from 1 to 10 years.');
    expect(page).toContain('Please choose the tithi.');
    expect(page).toContain('<input type="radio" name="often" checked="" value="yearly-tithi"/>');
    expect(page).toMatch(/<option value="8" selected=""/);
    expect(page).toContain('value="Ravi Kumar"');
    const te = await (await http.form('/te/book/seva-form', fields({ often: 'yearly-nakshatram', star: '' }))).text();
    expect(te).toContain('జాబితాలో నుండి జన్మ నక్షత్రాన్ని ఎంచుకోండి.');
    expect(await withDb(server, (db) => db.selectFrom('seva_series').selectAll().execute())).toEqual([]);
  });

  it('refuses the whole seva when one of its days is full, naming that day', async () => {
    const days = sevaDates(ongole, { kind: 'yearly-tithi', masam: 8, tithi: 11 }, dayAhead(2), 2);
    await withDb(server, (db) => takePlace(db, puja, days[1]!));
    const refused = await http.form('/book/seva-form', fields());
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(
      `This puja is fully booked on ${formatWeekday(days[1]!, 'en')}, one of the days of this seva`,
    );
    expect(page).toMatch(/<option value="11" selected=""/);
    const te = await (await http.form('/te/book/seva-form', fields())).text();
    const fullDay = formatWeekday(days[1]!, 'te');
    expect(te).toContain(`ఈ సేవ రోజులలో ఒకటైన ${fullDay} నాడు ఈ పూజకు బుకింగ్‌లు అన్నీ నిండిపోయాయి`);
    expect(await withDb(server, (db) => db.selectFrom('bookings').selectAll().execute())).toEqual([]);
  });

  it('books a seva and opens its page with its days', async () => {
    const booked = await http.form('/book/seva-form', fields({ tithi: '26', years: '3' }));
    expect(booked.status).toBe(303);
    const page = await (await http.get(booked.headers.get('location')!)).text();
    const days = sevaDates(ongole, { kind: 'yearly-tithi', masam: 8, tithi: 26 }, dayAhead(2), 3);
    expect(page).toContain('3 days, paid together');
    for (const day of days) expect(page).toContain(formatWeekday(day, 'en'));
  });

  it('books a seva through POST /api/bookings too, and names a wrong field', async () => {
    const body = {
      pujaId: apiPuja,
      date: dayAhead(2),
      attendance: 'on-behalf',
      devotees: [{ name: 'Lakshmi Devi', gotram: 'Bharadwaja', nakshatram: 'Rohini' }],
      name: 'Ravi Kumar',
      email: 'api-seva@example.org',
      phone: '98480 29999',
      terms: true,
      often: 'monthly-nakshatram',
      years: 1,
      star: 'Rohini',
    };
    const wrong = await http.json('POST', '/api/bookings', { ...body, star: 'Pluto' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.star).toBe(
      'Please choose the birth star from the list.',
    );
    const made = await http.json('POST', '/api/bookings', body);
    expect(made.status).toBe(201);
    const { reference } = (await made.json()) as { reference: string };
    const rows = await withDb(server, (db) =>
      db.selectFrom('bookings').select(['reference', 'total_paise']).where('email', '=', body.email).execute(),
    );
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => Number(r.total_paise) > 0)).toEqual([{ reference, total_paise: 12 * 111_600 }]);
  });
});
