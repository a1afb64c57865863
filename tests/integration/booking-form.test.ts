import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { dayAhead } from '../support/bookings.ts';

/** The booking form of issue 27 (points 6–8) without JavaScript, on SQLite and (TEST_DATABASE_URL) PostgreSQL. */
let server: RunningServer;
let http: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
});
afterAll(async () => {
  await server?.stop();
});

// Each booking its own phone, so the per-phone hold limit never decides these tests.
let phones = 0;
const nextPhone = () => `98480 ${String(10000 + ++phones)}`;
const formFields = (more: Record<string, string> = {}) => ({
  date: dayAhead(2),
  attendance: 'on-behalf',
  'devotees.0.name': 'Lakshmi Devi',
  'devotees.0.gotram': 'Bharadwaja',
  'devotees.0.nakshatram': 'Rohini',
  'devotees.0.rasi': '',
  name: 'Ravi Kumar',
  email: 'ravi@example.org',
  phone: nextPhone(),
  terms: 'on',
  ...more,
});
const address = {
  'prasadam.address': '12-3 Temple Street',
  'prasadam.town': 'Ongole',
  'prasadam.district': 'Prakasam',
  'prasadam.state': 'Andhra Pradesh',
  'prasadam.pin': '523002',
};
const bookingsOf = (email: string) =>
  withDb(server, (db) => db.selectFrom('bookings').select(['phone', 'prasadam']).where('email', '=', email).execute());

describe('the address for prasadam', () => {
  const refusesUnticked =
    'typed with the box unticked is a 400 asking to tick it or clear ' +
    'it, in both languages, keeping the address and booking nothing';
  it(refusesUnticked, async () => {
    const en = await http.form('/book/chandi-homam', formFields({ ...address, email: 'unticked@example.org' }));
    expect(en.status).toBe(400);
    const html = await en.text();
    expect(html).toContain(
      'You wrote an address but did not tick “Post the prasadam to me”. ' +
        'Tick the box to have the prasadam posted, or clear the address.',
    );
    expect(html).toContain('value="12-3 Temple Street"');
    const te = await http.form('/te/book/chandi-homam', formFields({ ...address, email: 'unticked@example.org' }));
    expect(te.status).toBe(400);
    expect(await te.text()).toContain('పెట్టెను టిక్ చేయలేదు');
    // Asked together with the other fields' messages, not one after the other.
    const both = await (await http.form('/book/chandi-homam', formFields({ ...address, phone: '12' }))).text();
    expect(both).toContain('Tick the box to have the prasadam posted, or clear the address.');
    expect(both).toContain('Write a 10-digit mobile number');
    expect(await bookingsOf('unticked@example.org')).toEqual([]);
  });

  it('is posted when the box is ticked, and not asked for when left empty', async () => {
    expect(
      (await http.form('/book/chandi-homam', formFields({ ...address, post: 'on', email: 'ticked@example.org' })))
        .status,
    ).toBe(303);
    expect((await http.form('/book/chandi-homam', formFields({ email: 'noaddress@example.org' }))).status).toBe(303);
    const [posted] = await bookingsOf('ticked@example.org');
    expect(posted?.prasadam).toContain('Temple Street');
    expect((await bookingsOf('noaddress@example.org'))[0]?.prasadam ?? null).toBeNull();
  });
});

describe('phones', () => {
  it('takes an NRI number and an Indian one, stored in E.164, and says what is wrong with a bad one', async () => {
    expect(
      (await http.form('/book/chandi-homam', formFields({ email: 'nri@example.org', phone: '+1 732 555 0134' })))
        .status,
    ).toBe(303);
    expect(
      (await http.form('/book/chandi-homam', formFields({ email: 'local@example.org', phone: '098480 99999' }))).status,
    ).toBe(303);
    expect((await bookingsOf('nri@example.org'))[0]?.phone).toBe('+17325550134');
    expect((await bookingsOf('local@example.org'))[0]?.phone).toBe('+919848099999');
    const bad = await http.form('/book/chandi-homam', formFields({ phone: '98480 1234' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(
      'Write a 10-digit mobile number, or an international number ' +
        'starting with + and the country code, such as +1 732 555 0134',
    );
  });
});

describe('adding a devotee without JavaScript', () => {
  it('comes back at the new row, its first field focused, with add and remove apart', async () => {
    const page = await (await http.get('/book/chandi-homam')).text();
    expect(page).toMatch(/formaction="#devotee-2"/i);
    const posted = await http.form('/book/chandi-homam', formFields({ intent: 'addDevotee' }));
    expect(posted.status).toBe(200);
    const html = await posted.text();
    expect(html).toMatch(/<input(?=[^>]*autofocus="")[^>]*name="devotees\.1\.name"/i);
    expect(html).toMatch(/formaction="#devotee-3"/i);
    // 'Remove' sits on its row's header, above the row's fields; 'Add' after the last row.
    expect(html.indexOf('value="remove:1"')).toBeLessThan(html.indexOf('name="devotees.1.name"'));
    expect(html.indexOf('value="addDevotee"')).toBeGreaterThan(html.indexOf('name="devotees.1.rasi"'));
    // Each row is a group named by its title, in the singular: 'Devotee 2'.
    expect(html).toMatch(/role="group" aria-labelledby="booking-row-2-title"/);
    expect(html).toMatch(/id="booking-row-2-title"[^>]*>Devotee 2</);
  });

  it('removing a row comes back at the row now in its place, or at Add after the last one', async () => {
    const three = {
      'devotees.1.name': 'Sita',
      'devotees.1.gotram': 'Atreya',
      'devotees.1.nakshatram': 'Ashwini',
      'devotees.2.name': 'Rama',
      'devotees.2.gotram': 'Kashyapa',
      'devotees.2.nakshatram': 'Rohini',
    };
    // Each Remove names where the page comes back: the next row's place, or Add after the last.
    const four = await (await http.form('/book/chandi-homam', formFields({ ...three, intent: 'addDevotee' }))).text();
    expect(four).toMatch(/value="remove:1"[^>]*formaction="#devotee-2"/i);
    expect(four).toMatch(/value="remove:3"[^>]*formaction="#devotee-add"/i);
    const middle = await (await http.form('/book/chandi-homam', formFields({ ...three, intent: 'remove:1' }))).text();
    // Rama moved up into Sita's place, and his name field has the focus.
    expect(middle).toMatch(/<input(?=[^>]*autofocus="")(?=[^>]*value="Rama")[^>]*name="devotees\.1\.name"/i);
    expect(middle).not.toContain('value="Sita"');
    const last = await (await http.form('/book/chandi-homam', formFields({ ...three, intent: 'remove:2' }))).text();
    expect(last).toMatch(/<button(?=[^>]*autofocus="")[^>]*value="addDevotee"/i);
    expect(last.match(/autofocus=""/g)).toHaveLength(1);
  });
});

describe('a signed-in devotee', () => {
  const fillsTheForm =
    'finds the contact filled and the saved devotees offered; one ' +
    'fills a row keeping what was typed; a visitor gets neither';
  it(fillsTheForm, async () => {
    const who = await createUser(server, { role: 'User', name: 'Kamala Devi' });
    const saved = await (
      await http.json(
        'POST',
        '/api/account/devotees',
        { name: 'Annapurna', gotram: 'Atreya', nakshatram: 'Ashwini', rasi: 'Mesha' },
        { authorization: `Bearer ${who.token}` },
      )
    ).json();
    const page = await (await http.get('/book/chandi-homam', { cookie: who.cookie })).text();
    expect(page).toMatch(/name="name"[^>]*value="Kamala Devi"/);
    expect(page).toMatch(new RegExp(`name="email"[^>]*value="${who.email}"`));
    expect(page).toContain('Your saved devotees');
    expect(page).toContain('Annapurna (Atreya)');
    expect(page).toContain('Save to my devotees');

    const filled = await http.form(
      '/book/chandi-homam',
      formFields({
        'devotees.1.name': '',
        'devotees.1.gotram': '',
        intent: `fill:${saved.id}`,
        sankalpam: 'For my mother',
      }),
      {
        cookie: who.cookie,
      },
    );
    expect(filled.status).toBe(200);
    const html = await filled.text();
    expect(html).toMatch(/name="devotees\.1\.name"[^>]*value="Annapurna"/);
    expect(html).toMatch(/name="devotees\.1\.gotram"[^>]*value="Atreya"/);
    expect(html).toMatch(/<option value="Ashwini" selected="">/);
    expect(html).toMatch(/name="devotees\.0\.name"[^>]*value="Lakshmi Devi"/);
    expect(html).toContain('For my mother');

    const visitor = await (await http.get('/book/chandi-homam')).text();
    expect(visitor).not.toContain('Your saved devotees');
    expect(visitor).not.toContain('Save to my devotees');
    const stranger = await (await http.form('/book/chandi-homam', formFields({ intent: `fill:${saved.id}` }))).text();
    expect(stranger).not.toContain('Annapurna');
  });

  const savesADevotee =
    'saves a devotee ticked "save to my devotees" when the booking succeeds, once, and not when it is refused';
  it(savesADevotee, async () => {
    const who = await createUser(server, { role: 'User' });
    const devotees = async () =>
      (await (await http.get('/api/account', { authorization: `Bearer ${who.token}` })).json()).devotees.map(
        (d: { name: string; nakshatram: string }) => `${d.name} ${d.nakshatram}`,
      );
    const refused = await http.form('/book/chandi-homam', formFields({ 'devotees.0.save': 'on', phone: '12' }), {
      cookie: who.cookie,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/name="devotees\.0\.save" checked=""/);
    expect(await devotees()).toEqual([]);
    const booked = await http.form(
      '/te/book/chandi-homam',
      formFields({ 'devotees.0.save': 'on', 'devotees.0.nakshatram': 'రోహిణి' }),
      { cookie: who.cookie },
    );
    expect(booked.status).toBe(303);
    expect(await devotees()).toEqual(['Lakshmi Devi Rohini']);
    expect(
      (
        await http.form('/book/chandi-homam', formFields({ 'devotees.0.save': 'on', date: dayAhead(3) }), {
          cookie: who.cookie,
        })
      ).status,
    ).toBe(303);
    expect(await devotees()).toEqual(['Lakshmi Devi Rohini']);
  });
});
