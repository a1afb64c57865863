import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';

let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.5' } });
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

export const validDonation = {
  preset: '500',
  amount: '',
  firstName: 'Lakshmi',
  lastName: 'Narayana',
  email: 'lakshmi@example.org',
  'family.0.relation': 'Mother',
  'family.0.name': 'Annapurna',
  message: 'For the annadanam on Sunday.',
  terms: 'on',
  cause: 'annadanam',
};

const count = () => withDb(server, async (db) => Number((await db.selectFrom('donations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));

async function donate(fields: Record<string, string>, path = '/donationpayment') {
  const response = await http.form(path, fields);
  return { response, html: response.status === 303 ? '' : await response.text() };
}

describe('the donation form without JavaScript', () => {
  it('preselects the cause from ?cause= and offers the quick amounts as a labelled radio group', async () => {
    const html = await (await http.get('/donationpayment?cause=go-seva')).text();
    expect(html).toMatch(/<option value="go-seva" selected/);
    for (const amount of ['100', '500', '1,000', '2,000', '5,000']) expect(html).toContain(`₹${amount}`);
    expect(html).toContain('<legend>Amount</legend>');
    expect(html).toContain('name="pan"');
  });

  it.each([
    [{ preset: '', amount: '' }, 'amount', 'Amount is required'],
    [{ amount: '0' }, 'amount', 'The amount must be at least ₹1'],
    [{ amount: '-50' }, 'amount', 'The amount must be at least ₹1'],
    [{ amount: '100.50' }, 'amount', 'Enter the amount in whole rupees, without paise'],
    [{ amount: '99999999' }, 'amount', 'For more than ₹10,00,000 please contact the office'],
    [{ amount: 'abc' }, 'amount', 'Enter the amount in digits, like 500'],
    [{ amount: '2000' }, 'pan', 'PAN is required for donations of ₹2,000 or more'],
    [{ amount: '2000', pan: 'ABCDE12' }, 'pan', 'Must Contain at least 10 characters'],
    [{ amount: '5000', pan: 'ABCDE12345' }, 'pan', 'PAN must be 5 letters, 4 digits and 1 letter, like ABCDE1234F'],
    [{ amount: '5000', pan: 'ABCDE1234FG' }, 'pan', 'PAN has exactly 10 characters'],
    [{ firstName: 'Al' }, 'firstName', 'Name must be at least 3 letters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'x@' }, 'email', 'Invalid email address'],
    [{ message: 'short' }, 'message', 'Must contain at least 10 characters'],
    [{ terms: '' }, 'terms', 'You must accept the terms and conditions'],
    [{ 'family.0.relation': '' }, 'family.0.relation', 'Relation is required'],
    [{ 'family.0.name': 'An' }, 'family.0.name', 'Name must be at least 3 letters'],
  ])('refuses %o with its message (%s)', async (change, _field, text) => {
    const before = await count();
    const { response, html } = await donate({ ...validDonation, ...change });
    expect(response.status).toBe(400);
    expect(html).toContain(text);
    expect(await count()).toBe(before);
  });

  it('needs at least one family member', async () => {
    const fields: Record<string, string> = { ...validDonation };
    delete fields['family.0.relation'];
    delete fields['family.0.name'];
    const { response, html } = await donate(fields);
    expect(response.status).toBe(400);
    expect(html).toContain('At least one family member must be added');
  });

  it('says every rule in Telugu on the Telugu page', async () => {
    const { html } = await donate({ ...validDonation, amount: '2000', pan: '', terms: '' }, '/te/donationpayment');
    expect(html).toContain('₹2,000 లేదా అంతకంటే ఎక్కువ విరాళాలకు పాన్ తప్పనిసరి');
    expect(html).toContain('మీరు నిబంధనలు మరియు షరతులను అంగీకరించాలి');
  });

  it('adds and removes family rows with submit buttons, keeping what was typed', async () => {
    const added = await donate({ ...validDonation, intent: 'addFamily' });
    expect(added.response.status).toBe(200);
    expect(added.html).toContain('name="family.1.relation"');
    expect(added.html).toContain('value="Annapurna"');
    expect(added.html).toContain('value="Lakshmi"');
    const removed = await donate({ ...validDonation, 'family.1.relation': 'Son', 'family.1.name': 'Krishna', intent: 'remove:0' });
    expect(removed.html).not.toContain('value="Annapurna"');
    expect(removed.html).toContain('value="Krishna"');
    expect(removed.html).toContain('name="family.0.name"');
  });

  it('ignores and clears a PAN below ₹2,000', async () => {
    const { response } = await donate({ ...validDonation, pan: 'garbage' });
    expect(response.status).toBe(303);
    const row = await withDb(server, (db) => db.selectFrom('donations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow());
    expect(row.pan).toBeNull();
  });
});

describe('a valid donation', () => {
  let reference = '';

  it('is stored as pending with a reference, before any payment, and the donor goes to its page', async () => {
    const { response } = await donate({ ...validDonation, preset: '100', amount: '2,500', pan: 'abcde1234f', address: '12 Temple Street, Ongole 523001' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/donation\/DN[2-9A-HJ-NP-Z]{10}$/);
    reference = location.split('/').pop()!;
    const row = await withDb(server, (db) => db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow());
    expect(row).toMatchObject({ status: 'pending', method: 'upi', pan: 'ABCDE1234F', cause: 'annadanam', first_name: 'Lakshmi', address: '12 Temple Street, Ongole 523001' });
    expect(Number(row.amount_paise)).toBe(250_000);
    expect(JSON.parse(row.family)).toEqual([{ relation: 'Mother', name: 'Annapurna' }]);
  });

  it('shows a UPI QR code and a "Pay with a UPI app" link with the right parameters, not indexed', async () => {
    const response = await http.get(`/donation/${reference}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(/<svg role="img" aria-label="UPI QR code for this donation"/);
    const href = html.match(/href="(upi:\/\/pay\?[^"]+)"/)![1]!.replace(/&amp;/g, '&');
    const params = new URLSearchParams(href.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'peetam@examplebank',
      pn: 'Sri Sample Peetam Trust',
      am: '2500.00',
      cu: 'INR',
      tn: `Donation ${reference}`,
      tr: reference,
    });
    expect(html).toContain('Pay with a UPI app');
    // No gateway configured: nothing from Razorpay on the page or in its policy.
    expect(html).not.toContain('razorpay');
    expect(response.headers.get('content-security-policy')).not.toContain('razorpay');
  });

  it('refuses a UTR of the wrong length and stores a 12-digit one', async () => {
    const wrong = await http.form(`/donation/${reference}`, { utr: '12345' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The UTR has 12 digits');
    const right = await http.form(`/donation/${reference}`, { utr: '4123 5678 9012' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/donation/${reference}?utr=saved`);
    const page = await (await http.get(`/donation/${reference}?utr=saved`)).text();
    expect(page).toContain('We will confirm your donation after checking our bank statement');
    const row = await withDb(server, (db) => db.selectFrom('donations').select(['utr', 'status']).where('reference', '=', reference).executeTakeFirstOrThrow());
    expect(row).toEqual({ utr: '412356789012', status: 'submitted' });
  });

  it('answers an unknown or malformed reference with 404', async () => {
    expect((await http.get('/donation/DN0000000000')).status).toBe(404);
    expect((await http.get('/donation/whatever')).status).toBe(404);
  });
});
