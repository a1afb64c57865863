import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivals } from '#src/features/panchangam/festival-rules.ts';
import { computedFestivals, todayAt, todayAtAshram } from '#src/features/panchangam/service.ts';
import { secondsToMidnight } from '#src/features/panchangam/clock.ts';
import { placeSchema } from '#src/features/settings/sections/place.ts';
import { formatDay, formatWeekday } from '#src/i18n/dates.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visibleText } from '../support/visible-text.ts';

/**
 * Issue 31: the festivals of the coming year on the events calendar, the day's panchangam on the
 * home page, and /admin/festivals where the office moves or adds a day, on whichever database
 * TEST_DATABASE_URL names (SQLite without it).
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
const place = placeSchema.parse({});
const en = (html: string) => visibleText(html, 'te');
const te = (html: string) => visibleText(html, 'en');
const nameOf = (key: string) => festivals.find((f) => f.key === key)!.name;
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(() => server?.stop());

const overrides = () => withDb(server, (db) => db.selectFrom('festival_overrides').selectAll().execute());

describe('the day at the ashram on the home page', () => {
  it("shows today's tithi, nakshatram and Rahu kalam, and links to the panchangam, in both languages", async () => {
    const today = todayAtAshram(place);
    const home = await (await http.get('/')).text();
    expect(en(home)).toContain(`Today at the ashram: ${formatWeekday(today.date, 'en')}`);
    expect(en(home)).toContain(`Tithi ${today.tithi.name.en}`);
    expect(en(home)).toContain(`Nakshatram ${today.nakshatram.name.en}`);
    expect(home).toContain('href="/panchangam"');
    const telugu = te(await (await http.get('/te/')).text());
    expect(telugu).toContain(`తిథి ${today.tithi.name.te}`);
    expect(telugu).toContain(`నక్షత్రం ${today.nakshatram.name.te}`);
    expect(telugu).toContain('రాహుకాలం');
    expect(await (await http.get('/te/')).text()).toContain('href="/te/panchangam"');
  });
});

describe('today turning over at the ashram’s midnight', () => {
  it('lets a cache keep the API’s today only until midnight, and a chosen day for an hour', async () => {
    const today = await http.get('/api/panchangam');
    const maxAge = Number(/max-age=(\d+)/.exec(today.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.min(3600, secondsToMidnight(new Date(), place.timeZone) + 5));
    expect((await http.get('/api/panchangam?date=2026-03-19')).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
  });
});

describe('the festivals on the events calendar', () => {
  it('lists the coming year’s festivals, each marked as one, with its Telugu name on the Telugu page', async () => {
    const coming = computedFestivals(place, todayAt(place));
    const first = coming[0]!;
    const page = en(await (await http.get('/events/upcomingevents')).text());
    expect(page).toContain('Festivals of the coming year');
    expect(page).toContain(`Festival ${nameOf(first.key).en} ${formatWeekday(first.date, 'en')}`);
    for (const key of ['ugadi', 'deepavali', 'makaraSankranti', 'mahaShivaratri'])
      expect(page).toContain(nameOf(key).en);
    const telugu = te(await (await http.get('/te/events/upcomingevents')).text());
    expect(telugu).toContain(`పండుగ ${nameOf(first.key).te} ${formatWeekday(first.date, 'te')}`);
    const teluguNames = ['ఉగాది', 'దీపావళి', 'మకర సంక్రాంతి', 'మహాశివరాత్రి', 'శ్రీరామనవమి'];
    for (const name of teluguNames) expect(telugu).toContain(name);
  });

  it('shows the next Pournami, Amavasya and Sankashti under the monthly pujas', async () => {
    const page = en(await (await http.get('/activities/pujalu?tab=monthly')).text());
    expect(page).toMatch(/The next days of the monthly pujas Pournami: \w+day, \d\d\/\d\d\/\d{4}/);
    expect(page).toContain('Amavasya: ');
    expect(page).toContain('Sankashti Chaturthi: ');
    expect(te(await (await http.get('/te/activities/pujalu?tab=monthly')).text())).toContain('పౌర్ణమి: ');
  });
});

describe('/admin/festivals', () => {
  it('moves a festival to another day, shows it on the calendar at once, and puts it back', async () => {
    const festival = computedFestivals(place, todayAt(place)).find((d) => d.key === 'deepavali')!;
    const to = dayAfter(festival.date, 1);
    const before = en(await (await http.get('/events/upcomingevents')).text());
    expect(before).toContain(`Deepavali ${formatWeekday(festival.date, 'en')}`);

    const moved = await http.form(
      '/admin/festivals',
      { intent: 'move', festival: 'deepavali', from: festival.date, day: to },
      { cookie: admin.cookie },
    );
    expect(moved.status).toBe(303);
    const landing = moved.headers.get('location')!;
    expect(landing).toContain('done=moved');
    const confirmed = en(await (await http.get(landing, { cookie: admin.cookie })).text());
    expect(confirmed).toContain(`Deepavali is now kept on ${formatWeekday(to, 'en')}.`);

    const after = en(await (await http.get('/events/upcomingevents')).text());
    expect(after).toContain(
      `Deepavali ${formatWeekday(to, 'en')} (moved by the office from ${formatDay(festival.date)})`,
    );
    const rows = await overrides();
    expect(rows.filter((r) => r.festival_key === 'deepavali')).toMatchObject([
      { moves_from: festival.date, day: to, updated_by: admin.name },
    ]);
    const audit = await withDb(server, (db) =>
      db.selectFrom('audit_log').selectAll().where('record_type', '=', 'festival').execute(),
    );
    expect(audit.map((a) => a.action)).toContain('update');

    const id = rows.find((r) => r.festival_key === 'deepavali')!.id;
    const undone = await http.form('/admin/festivals', { intent: 'remove', id: String(id) }, { cookie: admin.cookie });
    expect(undone.status).toBe(303);
    expect(await overrides()).toEqual([]);
    expect(en(await (await http.get('/events/upcomingevents')).text())).toContain(
      `Deepavali ${formatWeekday(festival.date, 'en')}`,
    );
  });

  it('keeps one move when two arrive at once', async () => {
    const festival = computedFestivals(place, todayAt(place)).find((d) => d.key === 'ugadi')!;
    const move = (n: number) =>
      http.form(
        '/admin/festivals',
        { intent: 'move', festival: 'ugadi', from: festival.date, day: dayAfter(festival.date, n) },
        { cookie: admin.cookie },
      );
    const answers = await Promise.all([move(1), move(2), move(3)]);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    const rows = (await overrides()).filter((r) => r.festival_key === 'ugadi');
    expect(rows).toHaveLength(1);
    expect([1, 2, 3].map((n) => dayAfter(festival.date, n))).toContain(rows[0]!.day);
    await http.form('/admin/festivals', { intent: 'remove', id: String(rows[0]!.id) }, { cookie: admin.cookie });
  });

  it('adds a festival day by name in both languages, and removes it', async () => {
    const day = dayAfter(todayAt(place), 20);
    const added = await http.form(
      '/te/admin/festivals',
      { intent: 'add', nameEn: 'Datta Jayanti', nameTe: 'దత్త జయంతి', day },
      { cookie: admin.cookie },
    );
    expect(added.status).toBe(303);
    const confirmed = te(await (await http.get(added.headers.get('location')!, { cookie: admin.cookie })).text());
    expect(confirmed).toContain(`${formatWeekday(day, 'te')} నాడు దత్త జయంతి చేర్చాము.`);
    expect(te(await (await http.get('/te/events/upcomingevents')).text())).toContain(
      `పండుగ దత్త జయంతి ${formatWeekday(day, 'te')}`,
    );
    expect(en(await (await http.get('/events/upcomingevents')).text())).toContain(
      `Festival Datta Jayanti ${formatWeekday(day, 'en')}`,
    );
    const row = (await overrides()).find((r) => r.name_en === 'Datta Jayanti')!;
    await http.form('/admin/festivals', { intent: 'remove', id: String(row.id) }, { cookie: admin.cookie });
    expect(en(await (await http.get('/events/upcomingevents')).text())).not.toContain('Datta Jayanti');
  });

  it('refuses a bad day or a missing name with a 400 that says what to do, keeping what was typed', async () => {
    const festival = computedFestivals(place, todayAt(place)).find((d) => d.key === 'mahaShivaratri')!;
    const far = await http.form(
      '/admin/festivals',
      { intent: 'move', festival: 'mahaShivaratri', from: festival.date, day: dayAfter(festival.date, 90) },
      { cookie: admin.cookie },
    );
    expect(far.status).toBe(400);
    const farPage = await far.text();
    expect(en(farPage)).toContain('A festival can be moved at most 60 days from the day the panchangam finds.');
    expect(farPage).toContain(`value="${dayAfter(festival.date, 90)}"`);

    const nameless = await http.form(
      '/admin/festivals',
      { intent: 'add', nameEn: 'Datta Jayanti', nameTe: '', day: dayAfter(todayAt(place), 5) },
      { cookie: admin.cookie },
    );
    expect(nameless.status).toBe(400);
    const namelessPage = await nameless.text();
    expect(en(namelessPage)).toContain("Please write the festival's name in Telugu (at least 2 letters).");
    expect(namelessPage).toContain('value="Datta Jayanti"');

    const past = await http.form(
      '/admin/festivals',
      { intent: 'add', nameEn: 'Datta Jayanti', nameTe: 'దత్త జయంతి', day: '2020-01-01' },
      { cookie: admin.cookie },
    );
    expect(past.status).toBe(400);
    expect(en(await past.text())).toContain('That day has gone. Please choose today or a later day.');
    expect(await overrides()).toEqual([]);
  });

  it('is for administrators only', async () => {
    const user = await createUser(server, { role: 'User' });
    expect((await http.get('/admin/festivals')).headers.get('location')).toMatch(/^\/login\?next=/);
    const refused = await http.form(
      '/admin/festivals',
      { intent: 'add', nameEn: 'Datta Jayanti', nameTe: 'దత్త జయంతి', day: dayAfter(todayAt(place), 5) },
      { cookie: user.cookie },
    );
    expect(refused.status).toBe(302);
    expect(await overrides()).toEqual([]);
  });
});
