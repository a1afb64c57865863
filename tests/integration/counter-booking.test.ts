import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '#src/features/payments/money.ts';
import { createT } from '#src/i18n/index.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visibleText } from '../support/visible-text.ts';

/**
 * A puja booking paid at the ashram's counter: recorded already paid, its place taken from the
 * same counter online bookings use, numbered in the bookings' receipt series, with the cash rule
 * of a day. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let devotee: TestAccount;
const en = createT('en');

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin', name: 'Meera Office' });
  devotee = await createUser(server, { role: 'User' });
});
afterAll(() => server?.stop());

const bearer = (account: TestAccount, more: Record<string, string> = {}) => ({
  authorization: `Bearer ${account.token}`,
  ...more,
});
let pujas = 0;
async function addPuja(more: Record<string, unknown> = {}): Promise<number> {
  const response = await http.json('POST', '/api/pujas', testPuja(`counter-puja-${++pujas}`, more), bearer(admin));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
const paid = (pujaId: number, more: Record<string, unknown> = {}) => ({
  pujaId,
  date: dayAhead(2),
  name: 'Sita Ramaiah',
  phone: '98480 22334',
  mode: 'cash',
  ...more,
});
const book = (body: unknown, account = admin) => http.json('POST', '/api/bookings/counter', body, bearer(account));
const bookingRow = (reference: string) =>
  withDb(server, (db) =>
    db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow(),
  );
const placesTaken = (pujaId: number, day: string) =>
  withDb(server, async (db) => {
    const row = await db
      .selectFrom('puja_day_places')
      .select('taken')
      .where('puja_id', '=', pujaId)
      .where('day', '=', day)
      .executeTakeFirst();
    return Number(row?.taken ?? 0);
  });
const countBookings = (pujaId: number) =>
  withDb(
    server,
    async (db) => (await db.selectFrom('bookings').select('id').where('puja_id', '=', pujaId).execute()).length,
  );

interface Made {
  reference: string;
  receiptNumber: string;
  status: string;
  receipt: string;
}

describe('POST /api/bookings/counter', () => {
  const recordsPaid =
    'records the booking paid, its place taken, its payment verified, its receipt in the bookings series';
  it(recordsPaid, async () => {
    const pujaId = await addPuja();
    const response = await book(paid(pujaId));
    expect(response.status).toBe(201);
    const made = (await response.json()) as Made;
    expect(made.status).toBe('confirmed');
    expect(made.receiptNumber).toMatch(new RegExp(`^PJ/${financialYear(new Date())}/\\d{4}$`));
    const row = await bookingRow(made.reference);
    expect(row).toMatchObject({ method: 'counter', pay_mode: 'cash', hold_until: null, status: 'confirmed' });
    expect(Number(row.total_paise)).toBe(111_600);
    expect(await placesTaken(pujaId, dayAhead(2))).toBe(1);
    const payments = await withDb(server, (db) =>
      db.selectFrom('payments').selectAll().where('payable_ref', '=', made.reference).execute(),
    );
    expect(payments.map((p) => [p.method, p.state, Number(p.amount_paise)])).toEqual([['office', 'verified', 111_600]]);
    const audit = await withDb(server, (db) =>
      db.selectFrom('audit_log').selectAll().where('record_id', '=', made.reference).execute(),
    );
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const print = await http.get(made.receipt, { cookie: admin.cookie });
    expect(print.status).toBe(200);
    // The receipt is marked as its own language: read the page as a Telugu reader would skip only Telugu.
    const text = visibleText(await print.text(), 'te');
    expect(text).toContain(made.receiptNumber);
    expect(text).toContain('Sita Ramaiah');
  });

  it('keeps a UPI payment under its UTR, which then pays for nothing else', async () => {
    const pujaId = await addPuja();
    const utr = '612345678901';
    const first = await book(paid(pujaId, { mode: 'upi', reference: '6123 4567 8901' }));
    expect(first.status).toBe(201);
    const made = (await first.json()) as Made;
    const payments = await withDb(server, (db) =>
      db.selectFrom('payments').selectAll().where('payable_ref', '=', made.reference).execute(),
    );
    expect(payments.map((p) => [p.method, p.payment_ref, p.state])).toEqual([['upi', utr, 'verified']]);
    const again = await book(paid(pujaId, { mode: 'upi', reference: utr, name: 'Other Devotee' }));
    expect(again.status).toBe(409);
    expect(await countBookings(pujaId)).toBe(1);
  });

  it('refuses a full day, saying what to do, and stores nothing', async () => {
    const pujaId = await addPuja({ perDay: 1 });
    expect((await book(paid(pujaId))).status).toBe(201);
    const refused = await book(paid(pujaId, { name: 'Late Devotee' }));
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toBe(en('counter.booking.error.full'));
    expect(Object.keys(body.fields)).toEqual(['date']);
    expect(await countBookings(pujaId)).toBe(1);
    expect(await placesTaken(pujaId, dayAhead(2))).toBe(1);
  });

  it('gives the last place of a day to one of a counter booking and an online booking made at once', async () => {
    for (let round = 0; round < 3; round++) {
      const pujaId = await addPuja({ perDay: 1 });
      const online = bookingBody(pujaId, dayAhead(2), {
        email: `race${round}@example.org`,
        phone: `97000000${10 + round}`,
      });
      const answers = await Promise.all([
        book(paid(pujaId)),
        http.json('POST', '/api/bookings', online, { 'x-forwarded-for': `10.9.0.${round + 1}` }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await countBookings(pujaId)).toBe(1);
      expect(await placesTaken(pujaId, dayAhead(2))).toBe(1);
    }
  });

  it('sums booking cash with counter gifts of the day for one person, refusing at the limit', async () => {
    const pujaId = await addPuja({ price: 0, minRupees: 1 });
    const person = { name: 'Kamala Devi', phone: '9848077777' };
    const gift = { amount: 150_000, mode: 'cash', firstName: 'Kamala', lastName: 'Devi', phone: '9848077777' };
    const given = await http.json(
      'POST',
      '/api/donation/counter',
      { ...gift, cause: 'general', citizenship: 'resident' },
      bearer(admin),
    );
    expect(given.status).toBe(201);
    const refused = await book(paid(pujaId, { ...person, amount: 60_000, citizenship: 'resident' }));
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toContain('₹1,50,000');
    expect(Object.keys(body.fields)).toEqual(['amount']);
    expect(await countBookings(pujaId)).toBe(0);
    expect(await placesTaken(pujaId, dayAhead(2))).toBe(0);
    const byCheque = await book(
      paid(pujaId, {
        ...person,
        amount: 60_000,
        citizenship: 'resident',
        mode: 'cheque',
        reference: '123456 State Bank of India',
      }),
    );
    expect(byCheque.status).toBe(201);
  });

  it('lets one of a cash gift and a cash booking through when, made at once, they reach the day limit', async () => {
    for (let round = 0; round < 2; round++) {
      const pujaId = await addPuja({ price: 0, minRupees: 1 });
      const phone = `98480880${10 + round}`;
      const gift = { amount: 150_000, mode: 'cash', firstName: 'Gowri', lastName: 'Sankar', phone };
      const answers = await Promise.all([
        http.json(
          'POST',
          '/api/donation/counter',
          { ...gift, cause: 'general', citizenship: 'resident' },
          bearer(admin),
        ),
        book(paid(pujaId, { name: 'Gowri Sankar', phone, amount: 60_000, citizenship: 'resident' })),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    }
  });

  it('answers 401 to a visitor and 403 to a User, booking nothing', async () => {
    const pujaId = await addPuja();
    expect((await http.json('POST', '/api/bookings/counter', paid(pujaId))).status).toBe(401);
    expect((await book(paid(pujaId), devotee)).status).toBe(403);
    expect(await countBookings(pujaId)).toBe(0);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ date: 'tomorrow' }, 'date'],
    [{ date: 'past' }, 'date'],
    [{ mode: 'gold' }, 'mode'],
    [{ mode: 'upi', reference: '1234' }, 'reference'],
    [{ mode: 'cheque', reference: 'State Bank' }, 'reference'],
    [{ email: 'not-an-address' }, 'email'],
    [{ phone: '12' }, 'phone'],
    [{ pujaId: 'none' }, 'pujaId'],
    [{ amount: 500 }, 'amount'],
  ])('answers 400 naming the field for %j, booking nothing', async (change, field) => {
    const pujaId = await addPuja();
    const body: Record<string, unknown> = { ...paid(pujaId), ...change };
    if (body.date === 'past') body.date = dayAhead(-1);
    const response = await book(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toContain(field);
    expect(answer.fields[field]).toBeTruthy();
    expect(await countBookings(pujaId)).toBe(0);
  });
});
