import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '#src/features/payments/money.ts';
import { taxSeed } from '#src/features/settings/sections/tax.ts';
import { ACKNOWLEDGED_FIELD } from '#src/features/donations/counter/form.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visibleText } from '../support/visible-text.ts';

/**
 * The ashram's counter: the office records a gift paid at the ashram, confirmed at once in the
 * receipt series online donations use, with the cash rules of the tax law from the settings. On
 * SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let second: TestAccount;
let devotee: TestAccount;

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin', name: 'Meera Office' });
  second = await createUser(server, { role: 'Admin', name: 'Gopal Office' });
  devotee = await createUser(server, { role: 'User' });
});
afterAll(() => server?.stop());

const fy = financialYear(new Date());
const bearer = (account: TestAccount, more: Record<string, string> = {}) => ({
  authorization: `Bearer ${account.token}`,
  ...more,
});
let people = 0;
/** Letters that name each test's donor apart (names take no digits). */
const tag = () => {
  const n = people++;
  return `${'abcdefghijklmnopqrstuvwxyz'[n % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(n / 26) % 26]}`;
};
/** A donor of their own for each gift, unless a test wants the same person twice. */
const donor = (more: Record<string, unknown> = {}) => ({
  firstName: 'Ravi',
  lastName: `Kumar${tag()}`,
  phone: '98480 12345',
  cause: 'annadanam',
  citizenship: 'resident',
  ...more,
});
const gift = (amount: number | string, mode = 'cash', more: Record<string, unknown> = {}) => ({
  amount,
  mode,
  ...donor(more),
});
const record = (body: unknown, account = admin, headers: Record<string, string> = {}) =>
  http.json('POST', '/api/donation/counter', body, bearer(account, headers));

interface Recorded {
  reference: string;
  receiptNumber: string;
  eligible80G: boolean;
  status: string;
}
async function recorded(body: unknown, account = admin, headers: Record<string, string> = {}): Promise<Recorded> {
  const response = await record(body, account, headers);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as Recorded;
}

const numberOf = (receipt: string) => Number(receipt.split('/').pop());
const donationRow = (reference: string) =>
  withDb(server, (db) =>
    db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow(),
  );
const countDonations = () =>
  withDb(server, async (db) =>
    Number(
      (
        await db
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

describe('POST /api/donation/counter', () => {
  it('records cash as received at once, with a receipt number, in the ledger and the audit trail', async () => {
    const made = await recorded(gift(500, 'cash', { pan: 'abcde1234f', email: 'ravi@example.org' }));
    expect(made.status).toBe('received');
    expect(made.receiptNumber).toMatch(new RegExp(`^${fy}/\\d{4}$`));
    expect(made.eligible80G).toBe(true);
    const row = await donationRow(made.reference);
    expect(row).toMatchObject({
      method: 'counter',
      pay_mode: 'cash',
      status: 'received',
      amount_paise: 50_000,
      pan: null,
      identity_type: 'pan',
      identity_hint: '234F',
    });
    expect(row.identity_sealed).not.toContain('ABCDE1234F');
    expect(row.donor_phone).toBe('+919848012345');
    const payments = await withDb(server, (db) =>
      db.selectFrom('payments').selectAll().where('payable_ref', '=', made.reference).execute(),
    );
    expect(payments.map((p) => [p.method, p.state, Number(p.amount_paise)])).toEqual([['office', 'verified', 50_000]]);
    const audit = await withDb(server, (db) =>
      db.selectFrom('audit_log').selectAll().where('record_id', '=', made.reference).execute(),
    );
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audit)).not.toContain('ABCDE1234F');
  });

  it('numbers counter gifts in the series online donations use', async () => {
    const online = await http.form('/donationpayment', { ...validDonation, email: 'online@example.org' });
    const reference = online.headers.get('location')!.split('/').pop()!;
    await http.form(`/donation/${reference}`, { utr: '512345678901' });
    expect(
      (await http.form('/admin/donations', { intent: 'received', reference }, { cookie: admin.cookie })).status,
    ).toBe(303);
    const onlineNumber = (await donationRow(reference)).receipt_number!;
    const counter = await recorded(gift(1000, 'upi', { reference: '6123 4567 8901' }));
    expect(counter.receiptNumber.startsWith(`${fy}/`)).toBe(true);
    expect(numberOf(counter.receiptNumber)).toBe(numberOf(onlineNumber) + 1);
    const payments = await withDb(server, (db) =>
      db.selectFrom('payments').selectAll().where('payable_ref', '=', counter.reference).execute(),
    );
    expect(payments.map((p) => [p.method, p.payment_ref, p.state])).toEqual([['upi', '612345678901', 'verified']]);
  });

  it(`says cash above ₹${taxSeed.cashDeductionMaxRupees} earns no 80G, and other money does`, async () => {
    const limit = taxSeed.cashDeductionMaxRupees;
    expect((await recorded(gift(limit + 1))).eligible80G).toBe(false);
    expect((await recorded(gift(limit))).eligible80G).toBe(true);
    expect((await recorded(gift(limit + 1, 'cheque', { reference: '123456 State Bank of India' }))).eligible80G).toBe(
      true,
    );
    const card = await recorded(gift(50_000, 'card', { reference: 'SLIP-0042' }));
    expect(card.eligible80G).toBe(true);
    expect((await donationRow(card.reference)).pay_details).toBe('SLIP-0042');
  });

  it(`refuses cash of ₹2,00,000 or more from one person in a day, summing the day, naming the law`, async () => {
    const refuse = taxSeed.cashRefuseFromRupees;
    const once = await record(gift(refuse));
    expect(once.status).toBe(400);
    const body = (await once.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toContain('section 269ST of the Income-tax Act, 1961');
    expect(Object.keys(body.fields)).toEqual(['amount']);

    const person = { lastName: 'Sastry', phone: '9848077777', pan: 'PQRSX5678K' };
    await recorded({ amount: 150_000, mode: 'cash', ...donor(person) });
    const more = await record({ amount: 50_000, mode: 'cash', ...donor(person) });
    expect(more.status).toBe(400);
    expect(((await more.json()) as { message: string }).message).toContain('already gave ₹1,50,000');
    await recorded({ amount: 49_999, mode: 'cash', ...donor(person) });
    // The same person without the PAN: the same name and phone.
    const withoutPan = await record({ amount: 1, mode: 'cash', ...donor({ ...person, pan: undefined }) });
    expect(withoutPan.status).toBe(400);
    // Another person, and money that is not cash, are not counted with it.
    await recorded({ amount: 199_999, mode: 'cash', ...donor({ lastName: 'Sastry', phone: '9848066666' }) });
    await recorded({ amount: 500_000, mode: 'cheque', reference: '654321 Canara Bank', ...donor(person) });
  });

  it('answers 401 to a visitor and 403 to a User, recording nothing', async () => {
    const before = await countDonations();
    expect((await http.json('POST', '/api/donation/counter', gift(100))).status).toBe(401);
    expect((await record(gift(100), devotee)).status).toBe(403);
    expect(await countDonations()).toBe(before);
  });

  it.each([
    [{ amount: '' }, 'amount'],
    [{ amount: '12.5' }, 'amount'],
    [{ mode: 'gold' }, 'mode'],
    [{ mode: 'upi', reference: '1234' }, 'reference'],
    [{ mode: 'cheque', reference: 'State Bank' }, 'reference'],
    [{ pan: 'ABC' }, 'pan'],
    [{ firstName: '' }, 'firstName'],
    [{ email: 'not-an-address' }, 'email'],
    [{ citizenship: 'foreign' }, 'citizenship'],
    [{ citizenship: undefined }, 'citizenship'],
    [{ cause: 'no-such-cause' }, 'cause'],
  ])('answers 400 naming the field for %j, recording nothing', async (change, field) => {
    const before = await countDonations();
    const response = await record({ ...gift(100), ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.fields[field]).toBeTruthy();
    expect(await countDonations()).toBe(before);
  });

  it('refuses a foreign citizen kindly, saying why and what to do', async () => {
    const body = (await (await record(gift(100, 'cash', { citizenship: 'foreign' }))).json()) as {
      fields: Record<string, string>;
    };
    expect(body.fields.citizenship).toContain('Foreign Contribution (Regulation) Act');
    expect(body.fields.citizenship).toContain('do not take the money');
  });

  it('refuses a UPI UTR that already pays for another gift (409), keeping the first', async () => {
    await recorded(gift(300, 'upi', { reference: '712345678901' }));
    const again = await record(gift(300, 'upi', { reference: '712345678901' }));
    expect(again.status).toBe(409);
    const body = (await again.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toMatch(/^UTR 712345678901 already pays for DN\w+: one UTR pays for one gift/);
    expect(Object.keys(body.fields)).toEqual(['reference']);
  });
});

describe('two counters at once', () => {
  it('give gifts recorded at the same moment distinct, consecutive receipt numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => recorded(gift(100 + i), i % 2 ? second : admin)),
    );
    const numbers = answers.map((a) => numberOf(a.receiptNumber)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
  });

  it('record a double-submitted gift once', async () => {
    const before = await countDonations();
    const body = gift(700);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => recorded(body, admin, { 'idempotency-key': 'counter-double-tap-1' })),
    );
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    expect(new Set(answers.map((a) => a.receiptNumber)).size).toBe(1);
    expect(await countDonations()).toBe(before + 1);
  });

  it('let only one of two cash gifts through when together they reach the day limit', async () => {
    const person = { lastName: 'Parallel', phone: '9848055555' };
    const answers = await Promise.all([
      record({ amount: 150_000, mode: 'cash', ...donor(person) }),
      record({ amount: 150_000, mode: 'cash', ...donor(person) }, second),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  });
});

describe('/admin/counter without JavaScript', () => {
  const page = (lang = '') => `${lang}/admin/counter`;
  const post = (fields: Record<string, string>, lang = '') => http.form(page(lang), fields, { cookie: admin.cookie });
  const tokenOf = (html: string) => html.match(new RegExp(`name="${IDEMPOTENCY_FIELD}" value="([^"]+)"`))![1]!;
  const form = (more: Record<string, string> = {}) => ({
    amount: '2,500',
    mode: 'cash',
    firstName: 'Kamala',
    lastName: `Devi${tag()}`,
    phone: '9848011111',
    cause: 'go-seva',
    citizenship: 'resident',
    lang: 'en',
    ...more,
  });

  it('warns before saving cash above the 80G limit, records once, shows the receipt number and prints', async () => {
    const before = await countDonations();
    const token = tokenOf(await (await http.get(page(), { cookie: admin.cookie })).text());
    const fields = { ...form(), [IDEMPOTENCY_FIELD]: token };
    const asked = await post(fields);
    const askedHtml = await asked.text();
    expect(asked.status, visibleText(askedHtml, 'te')).toBe(200);
    const text = visibleText(askedHtml, 'te');
    expect(text).toContain(
      'Cash above ₹2,000 earns the donor no deduction under section 80G of the Income-tax Act, 1961',
    );
    expect(text).toContain('Record without 80G');
    expect(askedHtml).toContain(`name="${ACKNOWLEDGED_FIELD}" value="2500"`);
    expect(askedHtml).toContain(`value="${fields.lastName}"`);
    expect(await countDonations()).toBe(before);

    const confirmed = { ...fields, [ACKNOWLEDGED_FIELD]: '2500' };
    const [saved, twice] = await Promise.all([post(confirmed), post(confirmed)]);
    expect([saved.status, twice.status]).toEqual([303, 303]);
    expect(saved.headers.get('location')).toBe(twice.headers.get('location'));
    expect(await countDonations()).toBe(before + 1);
    const done = await http.get(saved.headers.get('location')!, { cookie: admin.cookie });
    const reference = saved.headers.get('location')!.split('recorded=')[1]!;
    const row = await donationRow(reference);
    const shown = visibleText(await done.text(), 'te');
    expect(shown).toContain(`Recorded: ₹2,500 from Kamala ${fields.lastName}, receipt ${row.receipt_number}`);
    expect(shown).toContain('Not eligible for 80G');
    expect(shown).toContain('Print the receipt (80 mm roll)');
    expect(row.eligible_80g).toBe(0);

    const roll = await http.get(`/admin/counter/receipt?reference=${reference}&paper=roll`, { cookie: admin.cookie });
    expect(roll.status).toBe(200);
    const sheet = await roll.text();
    expect(sheet).toContain('counter-receipt--roll');
    expect(visibleText(sheet, 'te')).toContain(row.receipt_number!);
    expect(visibleText(sheet, 'te')).toContain(
      'This gift earns no deduction under section 80G of the Income-tax Act, 1961: it was paid in cash above ₹2,000.',
    );
    const pdf = await http.get(`/api/account/receipts/${reference}`, { cookie: admin.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps the values and names the field when a gift is refused', async () => {
    const bad = await post(form({ mode: 'upi', reference: '12', amount: '800' }));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(visibleText(html, 'te')).toContain('A UPI UTR has 12 digits');
    expect(html).toContain('value="Kamala"');
    const cash = await post(form({ amount: '2,00,000', [ACKNOWLEDGED_FIELD]: '200000' }));
    expect(cash.status).toBe(400);
    const refused = await cash.text();
    expect(visibleText(refused, 'te')).toContain('section 269ST of the Income-tax Act, 1961');
    expect(refused).toContain('value="2,00,000"');
  });

  it('says when the receipt asked for does not exist, and offers to look one up', async () => {
    const missing = await http.get('/admin/counter/receipt?reference=DN2222222222', { cookie: admin.cookie });
    expect(missing.status).toBe(404);
    expect(visibleText(await missing.text(), 'te')).toContain('No donation with that number has a receipt yet');
    expect((await http.get('/admin/counter/receipt', { cookie: admin.cookie })).status).toBe(200);
  });
});
