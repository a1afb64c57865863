import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { parseCsv } from '../support/csv.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { parseMail, startSmtp } from '../support/smtp.ts';
import { pdfTags } from '../support/pdf-text.ts';
import { validDonation } from '../support/donations.ts';
import { form10BDColumns } from '#src/features/donations/tax-forms/form-10bd.ts';

let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  // Behind a trusted proxy on loopback, so the rate-limit tests can each be a visitor of their own.
  server = await startServer({
    env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.5', TRUSTED_PROXIES: '127.0.0.1,::1' },
  });
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const count = () =>
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

const from = (address: string) => ({ 'x-forwarded-for': address });

async function donate(fields: Record<string, string>, path = '/donationpayment', headers: Record<string, string> = {}) {
  const response = await http.form(path, fields, headers);
  return { response, html: response.status === 303 ? '' : await response.text() };
}

describe('the donation form without JavaScript', () => {
  it('preselects the cause from ?cause= and offers the quick amounts as a labelled radio group', async () => {
    const html = await (await http.get('/donationpayment?cause=go-seva')).text();
    expect(html).toMatch(/<option value="go-seva" selected/);
    for (const amount of ['100', '500', '1,000', '2,000', '5,000']) expect(html).toContain(`₹${amount}`);
    expect(html).toContain('<legend>Amount</legend>');
    expect(html).toContain('name="identityType"');
    expect(html).toContain('name="identity"');
  });

  it.each([
    [{ preset: '', amount: '' }, 'amount', 'Amount is required'],
    [{ amount: '0' }, 'amount', 'The amount must be at least ₹1'],
    [{ amount: '-50' }, 'amount', 'The amount must be at least ₹1'],
    [{ amount: '100.50' }, 'amount', 'Enter the amount in whole rupees, without paise'],
    [{ amount: '99999999' }, 'amount', 'For more than ₹10,00,000 please contact the office'],
    [{ amount: 'abc' }, 'amount', 'Enter the amount in digits, like 500'],
    [{ amount: '2000' }, 'identity', 'For ₹2,000 or more, give your PAN, Aadhaar or another identity from the list'],
    [
      { amount: '2000', identity: 'ABCDE12' },
      'identity',
      'That is not a PAN: five letters, four digits, a letter, like ABCDE1234F',
    ],
    [
      { amount: '5000', identity: 'ABCDE12345' },
      'identity',
      'That is not a PAN: five letters, four digits, a letter, like ABCDE1234F',
    ],
    [
      { amount: '5000', identityType: 'aadhaar', identity: '2345 6789 0125' },
      'identity',
      'That is not an Aadhaar number: 12 digits',
    ],
    [{ amount: '5000', identityType: 'voter', identity: 'AB123' }, 'identity', 'That is not a voter ID number'],
    [
      { amount: '5000', identityType: 'nonsense', identity: 'AB123' },
      'identityType',
      'Choose your identity from the list',
    ],
    [
      { amount: '5000', pan: 'ABCDE1234FG' },
      'pan',
      'That is not a PAN: five letters, four digits, a letter, like ABCDE1234F',
    ],
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
    const { html } = await donate({ ...validDonation, amount: '2000', identity: '', terms: '' }, '/te/donationpayment');
    expect(html).toContain('₹2,000 లేదా అంతకంటే ఎక్కువ విరాళానికి పాన్, ఆధార్ లేదా జాబితాలోని వేరే గుర్తింపు ఇచ్చి');
    const wrong = await donate(
      { ...validDonation, amount: '2000', identityType: 'aadhaar', identity: '1234' },
      '/te/donationpayment',
    );
    expect(wrong.html).toContain('ఇది ఆధార్ నంబర్ కాదు');
    expect(html).toContain('మీరు నిబంధనలు, షరతులను అంగీకరించాలి');
  });

  it('adds and removes family rows with submit buttons, keeping what was typed', async () => {
    const added = await donate({ ...validDonation, intent: 'addFamily' });
    expect(added.response.status).toBe(200);
    expect(added.html).toContain('name="family.1.relation"');
    expect(added.html).toContain('value="Annapurna"');
    expect(added.html).toContain('value="Lakshmi"');
    const removed = await donate({
      ...validDonation,
      'family.1.relation': 'Son',
      'family.1.name': 'Krishna',
      intent: 'remove:0',
    });
    expect(removed.html).not.toContain('value="Annapurna"');
    expect(removed.html).toContain('value="Krishna"');
    expect(removed.html).toContain('name="family.0.name"');
  });

  it('takes no identity below ₹2,000 unless one is given', async () => {
    const { response } = await donate({ ...validDonation, identityType: 'pan', identity: '' });
    expect(response.status).toBe(303);
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ pan: null, identity_type: null, identity_sealed: null, identity_hint: null });
  });
});

describe('a valid donation', () => {
  let reference = '';

  it('is stored as pending with a reference, before any payment, and the donor goes to its page', async () => {
    const fields = {
      preset: '100',
      amount: '2,500',
      identity: 'abcde1234f',
      address: '12 Temple Street, Ongole 523001',
    };
    const { response } = await donate({ ...validDonation, ...fields });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/donation\/DN[2-9A-HJ-NP-Z]{10}$/);
    reference = location.split('/').pop()!;
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({
      status: 'pending',
      method: 'upi',
      pan: null,
      identity_type: 'pan',
      identity_hint: '234F',
      cause: 'annadanam',
    });
    expect(row).toMatchObject({ first_name: 'Lakshmi', address: '12 Temple Street, Ongole 523001' });
    // Sealed: the number is nowhere in the row as stored.
    expect(JSON.stringify(row)).not.toContain('ABCDE1234F');
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
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').select(['utr', 'status']).where('reference', '=', reference).executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ utr: '412356789012', status: 'submitted' });
  });

  it('answers an unknown or malformed reference with 404', async () => {
    expect((await http.get('/donation/DN0000000000')).status).toBe(404);
    expect((await http.get('/donation/whatever')).status).toBe(404);
  });
});

/** The PDF attached to a received message, decoded from its base64 part. */
function attachedPdf(raw: string): Buffer {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
  if (!part) throw new Error('no PDF attachment');
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
}

describe('an administrator confirms a UPI donation', () => {
  let reference = '';

  beforeAll(async () => {
    const { response } = await donate({
      ...validDonation,
      preset: '5000',
      identity: 'PQRST6789K',
      firstName: 'Venkata',
      lastName: 'Subbaiah',
      email: 'subbaiah@example.org',
      address: '4 Car Street, Ongole',
    });
    reference = response.headers.get('location')!.split('/').pop()!;
    await http.form(`/donation/${reference}`, { utr: '998877665544' });
  });

  it('lists it under /admin/donations with its status, filtered by status and date', async () => {
    const html = await (await http.get('/admin/donations?status=submitted', { cookie: admin.cookie })).text();
    expect(html).toContain('>Donations<');
    expect(html).toContain(reference);
    expect(html).toContain('UTR 998877665544');
    expect(html).toContain('XXXXXX789K');
    expect(html).not.toContain('PQRST6789K');
    expect(html).toContain('Mark received');
    const none = await (await http.get('/admin/donations?status=paid', { cookie: admin.cookie })).text();
    expect(none).not.toContain(reference);
    const past = await (await http.get('/admin/donations?to=2020-01-01', { cookie: admin.cookie })).text();
    expect(past).toContain('No donations match these filters.');
  });

  it('marks it received, and the donor gets one receipt e-mail with a numbered PDF', async () => {
    const before = smtp.received.length;
    const response = await http.form(
      '/admin/donations?status=submitted',
      { intent: 'received', reference },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/donations?status=submitted&received=${reference}`);
    const page = await (await http.get(response.headers.get('location')!, { cookie: admin.cookie })).text();
    expect(page).toMatch(
      new RegExp(
        `Donation ${reference} marked received. Receipt \\d{4}-\\d{2}/0001 is on its way to subbaiah@example.org.`,
      ),
    );

    const mail = await smtp.nextFor('subbaiah@example.org', before);
    expect(mail.subject).toMatch(/^Donation receipt \d{4}-\d{2}\/0001$/);
    const greeting = 'Dear Venkata Subbaiah,\n\nWe have received your donation of ₹5,000.00. Thank you.';
    expect(textPart(mail.raw).startsWith(greeting)).toBe(true);
    expect(mail.raw).toContain('Amount in words: Rupees Five Thousand Only');
    // The receipt prints the identity masked, as banks do.
    expect(mail.raw).toContain('XXXXXX789K');
    expect(mail.raw).not.toContain('PQRST6789K');
    expect(mail.raw).toContain('998877665544');
    const pdf = attachedPdf(mail.raw);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await http.form('/admin/donations', { intent: 'received', reference }, { cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('was already confirmed; no second receipt was sent');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.filter((m) => m.to.includes('subbaiah@example.org'))).toHaveLength(1);

    const donorPage = await (await http.get(`/donation/${reference}`)).text();
    expect(donorPage).toContain('Received with thanks. Receipt');
    expect(donorPage).not.toContain('upi://pay');
  });

  it('gives the list to an Admin through GET /api/donation', async () => {
    const response = await http.get('/api/donation?status=received', { authorization: `Bearer ${admin.token}` });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ reference, amount: 5000, status: 'received', utr: '998877665544' });
    expect(list[0].identity).toEqual({ type: 'pan', masked: 'XXXXXX789K' });
    expect(JSON.stringify(list)).not.toContain('PQRST6789K');
    expect(list[0].receiptNumber).toMatch(/\/0001$/);
  });

  it("exports the financial year as the Form 10BD CSV, in the portal template's columns", async () => {
    const list = await (
      await http.get('/api/donation?status=received', { authorization: `Bearer ${admin.token}` })
    ).json();
    const fy = list[0].receiptNumber.split('/')[0];
    // Only donations whose receipt carried the 80G text are reported; the first form's PAN counts as the identity.
    await withDb(server, (db) =>
      db.updateTable('donations').set({ eligible_80g: 1 }).where('reference', '=', reference).execute(),
    );
    const response = await http.get(`/api/donation/export?fy=${fy}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="form-10bd-${fy}.csv"`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(form10BDColumns.join(','));
    expect(lines).toEqual([
      lines[0],
      '1,,Permanent Account Number,PQRST6789K,Section 80G,,,Venkata Subbaiah,"4 Car Street, Ongole",' +
        'Others,Electronic modes including account payee cheque/draft,5000.00',
    ]);
    expect((await http.get('/api/donation/export?fy=2026-99', { cookie: admin.cookie })).status).toBe(400);
    expect((await http.get(`/api/donation/export?fy=${fy}`)).status).toBe(401);
  });
});

describe('the CSV export keeps every cell as data', () => {
  it('writes an address like =HYPERLINK(...) so that a spreadsheet shows it as text', async () => {
    const address = '=HYPERLINK("http://x","Click for your receipt")';
    const { response } = await donate({ ...validDonation, address }, '/donationpayment', from('203.0.113.10'));
    const reference = response.headers.get('location')!.split('/').pop()!;
    await http.form('/admin/donations', { intent: 'received', reference }, { cookie: admin.cookie });
    const { receipt_number } = await withDb(server, (db) =>
      db.selectFrom('donations').select('receipt_number').where('reference', '=', reference).executeTakeFirstOrThrow(),
    );
    const fy = receipt_number!.split('/')[0];
    await withDb(server, (db) =>
      db
        .updateTable('donations')
        .set({ eligible_80g: 1, pan: 'ABCDE1234F' })
        .where('reference', '=', reference)
        .execute(),
    );
    const rows = parseCsv(await (await http.get(`/api/donation/export?fy=${fy}`, { cookie: admin.cookie })).text());
    const row = rows.find((r) => r[3] === 'ABCDE1234F')!;
    expect(row[8]).toBe(`'${address}`);
    expect(row.slice(7, 12)).toEqual([
      'Lakshmi Narayana',
      `'${address}`,
      'Others',
      'Electronic modes including account payee cheque/draft',
      '500.00',
    ]);
  });
});

describe('the rate limits per address', () => {
  const { max } = limits.donations;
  it(`refuses the donation form after ${max} donations, keeping what was typed, in both languages`, async () => {
    const visitor = from('203.0.113.20');
    const before = await count();
    for (let i = 0; i < limits.donations.max; i++)
      expect((await donate(validDonation, '/donationpayment', visitor)).response.status).toBe(303);
    const refused = await donate({ ...validDonation, firstName: 'Kameswari' }, '/donationpayment', visitor);
    expect(refused.response.status).toBe(429);
    expect(refused.html).toContain(
      'Too many donation forms from your connection. ' +
        `Please wait ${windowMinutes(limits.donations)} minutes and send it again, or call the office.`,
    );
    expect(refused.html).toContain('value="Kameswari"');
    expect(refused.html).toContain('value="Annapurna"');
    const telugu = await donate(validDonation, '/te/donationpayment', visitor);
    expect(telugu.response.status).toBe(429);
    expect(telugu.html).toContain(
      `మీ కనెక్షన్ నుండి చాలా విరాళ ఫారాలు వచ్చాయి. ${windowMinutes(limits.donations)} నిమిషాలు ఆగి మళ్లీ పంపండి`,
    );
    expect(await count()).toBe(before + limits.donations.max);
    // Another visitor is not held back.
    expect((await donate(validDonation, '/donationpayment', from('203.0.113.21'))).response.status).toBe(303);
  });

  it(`refuses UTRs after ${limits.utr.max} from one address, keeping the typed one, in both languages`, async () => {
    const { response } = await donate(validDonation, '/donationpayment', from('203.0.113.30'));
    const reference = response.headers.get('location')!.split('/').pop()!;
    const visitor = from('203.0.113.31');
    for (let i = 0; i < limits.utr.max; i++)
      expect((await http.form(`/donation/${reference}`, { utr: `41235678901${i % 10}` }, visitor)).status).toBe(303);
    const refused = await http.form(`/donation/${reference}`, { utr: '999988887777' }, visitor);
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain(
      'Too many references sent from your connection. ' +
        `Please wait ${windowMinutes(limits.utr)} minutes and send it again.`,
    );
    expect(html).toContain('value="999988887777"');
    const telugu = await http.form(`/te/donation/${reference}`, { utr: '999988887777' }, visitor);
    expect(telugu.status).toBe(429);
    expect(await telugu.text()).toContain(
      `మీ కనెక్షన్ నుండి చాలా UTRలు వచ్చాయి. ${windowMinutes(limits.utr)} నిమిషాలు ఆగి మళ్లీ పంపండి.`,
    );
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').select('utr').where('reference', '=', reference).executeTakeFirstOrThrow(),
    );
    expect(row.utr).toBe(`41235678901${(limits.utr.max - 1) % 10}`);
  });
});

/** The text part of a message with attachments, decoded. */
function textPart(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: text\/plain/i.test(p));
  if (!part) throw new Error('no text part');
  // The part starts with the rest of its boundary line; its headers follow.
  return parseMail(part.slice(part.search(/\r?\n/) + 1).replace(/^\r?\n/, '')).text.replace(/\r\n/g, '\n');
}

describe('a donation given in Telugu', () => {
  it('gets its receipt e-mail and PDF in Telugu, the family name first and the amount in Telugu words', async () => {
    const email = 'konduri@example.org';
    const name = { firstName: 'సీతారామయ్య', lastName: 'కొండూరి' };
    const fields = { ...validDonation, ...name, preset: '', amount: '1116', email };
    const { response } = await donate(fields, '/te/donationpayment', from('203.0.113.30'));
    expect(response.headers.get('location')).toMatch(/^\/te\/donation\/DN/);
    const reference = response.headers.get('location')!.split('/').pop()!;
    const before = smtp.received.length;
    const marked = await http.form('/admin/donations', { intent: 'received', reference }, { cookie: admin.cookie });
    expect(marked.status).toBe(303);

    const mail = await smtp.nextFor(email, before);
    expect(mail.subject).toMatch(/^విరాళం రసీదు \d{4}-\d{2}\/\d{4}$/);
    const text = textPart(mail.raw);
    expect(text.split('\n')[0]).toBe('కొండూరి సీతారామయ్య గారికి నమస్కారం,');
    expect(text).toContain('మీరు పంపిన ₹1,116.00 విరాళం మాకు అందింది.');
    expect(text).toContain('మొత్తం అక్షరాలా: వెయ్యి నూట పదహారు రూపాయలు మాత్రమే');
    expect(text).toContain('ఏ సేవకు: అన్నదానం');
    expect(text).not.toMatch(/Dear|We have received|Rupees|Receipt number/);

    const tags = await pdfTags(attachedPdf(mail.raw));
    expect(tags).toMatchObject({ marked: true, lang: 'te-IN' });
    expect(tags.reading).toEqual(
      expect.arrayContaining([
        'Document/H1: విరాళం రసీదు',
        'Document/Table/TR/TD: కొండూరి సీతారామయ్య (Konduri Sitaramayya)',
        'Document/Table/TR/TD: వెయ్యి నూట పదహారు రూపాయలు మాత్రమే',
        'Document/Table/TR/TD/Span[en-IN]: Rupees One Thousand One Hundred Sixteen Only',
      ]),
    );
  });
});
