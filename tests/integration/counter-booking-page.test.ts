import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOnDay } from '#src/i18n/dates.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { dayAhead, testPuja } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visibleText } from '../support/visible-text.ts';

/**
 * /admin/counter?kind=booking without JavaScript, in English and Telugu: the office books a puja
 * paid at the counter, a refusal keeps what was typed, and the booking's receipt prints.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let pujaId: number;

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin', name: 'Meera Office' });
  const made = await http.json('POST', '/api/pujas', testPuja('counter-page-puja', { perDay: 1 }), {
    authorization: `Bearer ${admin.token}`,
  });
  pujaId = ((await made.json()) as { id: number }).id;
});
afterAll(() => server?.stop());

const page = (lang = '') => `${lang}/admin/counter?kind=booking`;
const post = (fields: Record<string, string>, lang = '') => http.form(page(lang), fields, { cookie: admin.cookie });
const tokenOf = (html: string) => html.match(new RegExp(`name="${IDEMPOTENCY_FIELD}" value="([^"]+)"`))![1]!;
const form = (more: Record<string, string> = {}) => ({
  pujaId: String(pujaId),
  date: dayAhead(3),
  name: 'Sita Ramaiah',
  phone: '9848022334',
  mode: 'cash',
  citizenship: 'resident',
  lang: 'en',
  ...more,
});

describe('/admin/counter?kind=booking', () => {
  it('offers a donation and a puja booking as two links, in both languages', async () => {
    const english = visibleText(await (await http.get(page(), { cookie: admin.cookie })).text(), 'te');
    expect(english).toContain('Puja booking');
    expect(english).toContain('Book, record the payment and issue the receipt');
    const telugu = visibleText(await (await http.get(page('/te'), { cookie: admin.cookie })).text());
    expect(telugu).toContain('పూజ బుకింగ్');
    expect(telugu).toContain('బుక్ చేసి, డబ్బు నమోదు చేసి, రసీదు ఇవ్వండి');
  });

  it('keeps the values and names the field when a booking is refused', async () => {
    const refused = await post(form({ mode: 'upi', reference: '12', name: 'Kept Name' }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html, 'te')).toContain('A UPI UTR has 12 digits');
    expect(html).toContain('value="Kept Name"');
  });

  it('asks the passport of an Indian citizen abroad on the form, keeping the offering', async () => {
    const offering = await http.json(
      'POST',
      '/api/pujas',
      testPuja('counter-page-offering', { price: 0, minRupees: 1 }),
      {
        authorization: `Bearer ${admin.token}`,
      },
    );
    const id = String(((await offering.json()) as { id: number }).id);
    const refused = await post(form({ pujaId: id, amount: '501', citizenship: 'nri' }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/id="field-passport-error"/);
    expect(html).toContain('value="501"');
    const booked = await post(form({ pujaId: id, amount: '501', citizenship: 'nri', passport: 'K1234567' }));
    expect(booked.status).toBe(303);
  });

  it('books once, shows the booking and receipt numbers, prints the receipt, then refuses the full day', async () => {
    const token = tokenOf(await (await http.get(page('/te'), { cookie: admin.cookie })).text());
    const fields = { ...form({ lang: 'te' }), [IDEMPOTENCY_FIELD]: token };
    const [saved, twice] = await Promise.all([post(fields, '/te'), post(fields, '/te')]);
    expect([saved.status, twice.status]).toEqual([303, 303]);
    const location = saved.headers.get('location')!;
    expect(twice.headers.get('location')).toBe(location);
    const reference = location.split('booked=')[1]!;
    const row = await withDb(server, (db) =>
      db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow(),
    );
    const shown = visibleText(await (await http.get(location, { cookie: admin.cookie })).text());
    expect(shown).toContain(`బుక్ అయింది, డబ్బు అందింది: Sita Ramaiah గారికి ${formatOnDay(row.puja_day, 'te')}`);
    expect(shown).toContain(`రసీదు ${row.receipt_number} (బుకింగ్ సంఖ్య ${reference})`);
    const roll = await http.get(`/te/admin/counter/receipt?reference=${reference}&paper=roll`, {
      cookie: admin.cookie,
    });
    expect(roll.status).toBe(200);
    const sheet = await roll.text();
    expect(sheet).toContain('counter-receipt--roll');
    expect(visibleText(sheet)).toContain(row.receipt_number!);
    expect(visibleText(sheet)).toContain('Sita Ramaiah');

    const full = await post(form({ name: 'Late Devotee' }));
    expect(full.status).toBe(409);
    const text = visibleText(await full.text(), 'te');
    expect(text).toContain('No place is left for this puja on that day');
  });
});
