import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { validDonation } from '../support/donations.ts';

/**
 * /admin/payments: a bank statement uploaded, its columns mapped once, the UTRs matched and the
 * proposals verified (one refused as a collision, the others through), and the ledger as CSV.
 * On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let devotee: TestAccount;
const refs: Record<'equal' | 'differs' | 'twinA' | 'twinB' | 'donation', string> = {
  equal: '',
  differs: '',
  twinA: '',
  twinB: '',
  donation: '',
};

const utr = {
  equal: '411111111111',
  differs: '422222222222',
  twin: '455555555555',
  donation: '433333333333',
  unknown: '499999999999',
};
const statement = [
  'Statement of account,Sri Peetam Trust',
  '',
  'Txn Date,Narration,Withdrawal,Deposit,Balance',
  `01/04/2026,UPI/${utr.equal}/RAVI KUMAR,,"1,116.00","1,116.00"`,
  `01/04/2026,UPI/${utr.differs}/RAVI KUMAR,,"1,000.00","2,116.00"`,
  `02/04/2026,UPI/${utr.twin}/TWO BOOKINGS,,"1,116.00","3,232.00"`,
  `02/04/2026,UPI-${utr.donation}-LAKSHMI,,500.00,"3,732.00"`,
  `03/04/2026,UPI/${utr.unknown}/SOMEONE,,"251.00","3,983.00"`,
  '03/04/2026,BANK CHARGES,25.00,,"3,958.00"',
].join('\n');

beforeAll(async () => {
  server = await startServer();
  // Many bookings from one address and e-mail: the fairness limits have their own tests (booking-fairness).
  await setHoldLimits(server);
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin', name: 'Meera Office' });
  devotee = await createUser(server, { role: 'User' });
  const puja = await http.json('POST', '/api/pujas', testPuja('reconcile-homam', { prasadam: false }), {
    authorization: `Bearer ${admin.token}`,
  });
  const { id } = (await puja.json()) as { id: number };
  const book = async (reported: string) => {
    const made = await http.json('POST', '/api/bookings', bookingBody(id, dayAhead(4)));
    const { reference, page } = (await made.json()) as { reference: string; page: string };
    expect((await http.form(page, { utr: reported })).status).toBe(303);
    return reference;
  };
  refs.equal = await book(utr.equal);
  refs.differs = await book(utr.differs);
  refs.twinA = await book(utr.twin);
  refs.twinB = await book(utr.twin);
  const donated = await http.form('/donationpayment', { ...validDonation });
  refs.donation = donated.headers.get('location')!.split('/').pop()!;
  expect((await http.form(`/donation/${refs.donation}`, { utr: utr.donation })).status).toBe(303);
});
afterAll(async () => {
  await server?.stop();
});

/** A post of the page's multipart form, as a browser sends it. */
function post(
  fields: Record<string, string>,
  file?: { name: string; content: BlobPart; type?: string },
  account: TestAccount | null = admin,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('statement', new File([file.content], file.name, { type: file.type ?? 'text/csv' }));
  return fetch(`${server.url}/admin/payments`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, ...(account ? { cookie: account.cookie } : {}) },
    body: form,
  });
}

const upload = (content: BlobPart, bank = 'Test Bank') =>
  post({ intent: 'upload', bank }, { name: 'statement.csv', content });
/** The value of a hidden field, as the browser would send it back. */
const hidden = (html: string, name: string) => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};
const section = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`)).split('</section>')[0]!;
const paymentId = (html: string, reference: string) =>
  new RegExp(`name="pick-(\\d+)"[^>]*>(?:<!-- -->)?\\s*(?:<!-- -->)?Verify (?:<!-- -->)?${reference}`).exec(html)?.[1];

describe('the guard', () => {
  it('sends a visitor to sign in and a devotee home; the CSV answers 401 and 403', async () => {
    const visitor = await post({ intent: 'upload', bank: 'Test Bank' }, { name: 's.csv', content: statement }, null);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/login\?next=/);
    expect(
      (await post({ intent: 'upload', bank: 'Test Bank' }, { name: 's.csv', content: statement }, devotee)).headers.get(
        'location',
      ),
    ).toBe('/');
    expect((await http.get('/api/payments/export')).status).toBe(401);
    const forbidden = await http.get('/api/payments/export', { cookie: devotee.cookie });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('a bad statement', () => {
  it.each([
    [
      'a spreadsheet not saved as CSV',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]),
      'This file is not a CSV file the site can read',
    ],
    ['a file without a table', 'hello', 'No table with columns was found in this file'],
    ['a header without rows', 'Date,Narration,Deposit', 'The statement has a header but no rows'],
  ])('%s is a 400 that says what to do', async (_name, content, message) => {
    const response = await upload(content);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    // The upload form again, to choose another file.
    expect(html).toMatch(/<input id="reconcile-file" type="file"/);
  });

  it('without a file or a bank name is a 400 naming what is missing', async () => {
    const noFile = await post({ intent: 'upload', bank: 'Test Bank' });
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain('Choose the statement&#x27;s CSV file');
    const noBank = await post({ intent: 'upload', bank: ' ' }, { name: 's.csv', content: statement });
    expect(noBank.status).toBe(400);
    expect(await noBank.text()).toContain('Write the bank&#x27;s name');
  });

  it('over 2 MB is refused with what to do', async () => {
    const response = await upload('x'.repeat(2 * 1024 * 1024 + 10));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Download a shorter period');
  });
});

describe('a statement matched and verified', () => {
  let matched = '';

  it('asks for the columns of a new bank, keeps them, and matches the UTRs', async () => {
    const first = await upload(statement);
    expect(first.status).toBe(200);
    const mapping = await first.text();
    expect(mapping).toContain('Which column is which in the statement of Test Bank?');
    expect(hidden(mapping, 'statement').replace(/\r\n/g, '\n')).toBe(statement);
    const same = await post({
      intent: 'map',
      bank: 'Test Bank',
      statement: hidden(mapping, 'statement'),
      date: 'Txn Date',
      reference: 'Narration',
      amount: 'Narration',
    });
    expect(same.status).toBe(400);
    expect(await same.text()).toContain('Choose three different columns');
    const saved = await post({
      intent: 'map',
      bank: 'Test Bank',
      statement: hidden(mapping, 'statement'),
      date: 'Txn Date',
      reference: 'Narration',
      amount: 'Deposit',
    });
    expect(saved.status).toBe(200);
    matched = await saved.text();
    expect(matched).toContain('The columns of Test Bank are saved');
    const proposed = section(matched, 'proposed-heading');
    for (const ref of [refs.equal, refs.twinA, refs.twinB, refs.donation]) expect(proposed).toContain(ref);
    expect(proposed).not.toContain(refs.differs);
    const differs = section(matched, 'differs-heading');
    expect(differs).toContain(refs.differs);
    expect(differs).toMatch(/Bank: (<!-- -->)?₹1,000\.00(<!-- -->)? · Record: (<!-- -->)?₹1,116\.00/);
    expect(section(matched, 'unknown-heading')).toContain(utr.unknown);

    const again = await upload(statement, '  test bank ');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('To verify (4)');
  });

  it('verifies the ticked ones, refuses the second use of a UTR on its own row, and says how many', async () => {
    const picks = Object.fromEntries(
      [refs.equal, refs.twinA, refs.twinB, refs.donation].map((r) => [`pick-${paymentId(matched, r)}`, 'yes']),
    );
    expect(Object.keys(picks)).not.toContain('pick-undefined');
    const response = await post({
      intent: 'verify',
      bank: 'Test Bank',
      statement: hidden(matched, 'statement'),
      ...picks,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Payments verified: 3. Not verified: 1; each says why below.');
    expect(html).toMatch(/455555555555(<!-- -->)? already confirmed the payment of/);
    const bookings = await withDb(server, (db) =>
      db.selectFrom('bookings').select(['reference', 'status']).where('reference', 'in', Object.values(refs)).execute(),
    );
    const status = Object.fromEntries(bookings.map((b) => [b.reference, b.status]));
    expect(status[refs.equal]).toBe('confirmed');
    expect(status[refs.differs]).toBe('pending');
    expect([status[refs.twinA], status[refs.twinB]].sort()).toEqual(['confirmed', 'pending']);
    const donation = await withDb(server, (db) =>
      db
        .selectFrom('donations')
        .select(['status', 'receipt_number'])
        .where('reference', '=', refs.donation)
        .executeTakeFirstOrThrow(),
    );
    expect(donation.status).toBe('received');
    expect(donation.receipt_number).toBeTruthy();
    expect(section(html, 'settled-heading')).toContain(refs.equal);
  });

  it('refuses a post with nothing ticked, keeping the statement', async () => {
    const response = await post({ intent: 'verify', bank: 'Test Bank', statement });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Tick at least one payment');
    expect(hidden(html, 'statement').replace(/\r\n/g, '\n')).toBe(statement);
  });
});

describe('the ledger', () => {
  it('lists the payments with their states in Telugu too, and downloads the same filter as CSV', async () => {
    const page = await (
      await http.get('/te/admin/payments?state=reported&type=booking', { cookie: admin.cookie })
    ).text();
    expect(page).toContain(refs.differs);
    expect(page).not.toContain(refs.equal);
    expect(page).toContain('తెలియజేశారు, ఇంకా నిర్ధారణ కాలేదు');
    const csv = await http.get('/api/payments/export?state=verified', { authorization: `Bearer ${admin.token}` });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Date (UTC),Method,UTR or payment id,Amount (INR)');
    expect(text).toContain(`upi,${utr.equal},1116.00,booking,${refs.equal},verified`);
    expect(text).toContain(refs.donation);
    expect(text).not.toContain(refs.differs);
  });
});
