import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { client } from '../support/http.ts';
import { pdfTags } from '../support/pdf-text.ts';
import { startRazorpay } from '../support/razorpay.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { settingsScreen } from '../support/settings.ts';
import { startSmtp } from '../support/smtp.ts';
import { visibleText } from '../support/visible-text.ts';
import { mailText } from '../support/mail-text.ts';

/**
 * The citizenship declaration of a donation and of a booking whose amount is an offering: asked
 * every time, a passport asked of an Indian citizen abroad and kept sealed, a foreign citizen
 * refused kindly until the settings hold the centre's FCRA registration and account.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;
let admin: TestAccount;
let offeringId: number;
let fixedId: number;

const refusalEn =
  'The Foreign Contribution (Regulation) Act, 2010 lets only an association registered under it accept money';
const refusalTe = 'విదేశీ విరాళాల (నియంత్రణ) చట్టం, 2010 ప్రకారం ఇతర దేశ పౌరుల డబ్బును';
const fcra = {
  registrationNumber: '010170123',
  accountName: 'Sri Sample Peetam Trust',
  accountNumber: '40012345678',
  ifsc: 'SBIN0000691',
  bankEn: 'State Bank of India, New Delhi Main Branch',
  bankTe: 'స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా, న్యూఢిల్లీ ప్రధాన శాఖ',
  upiId: 'fcra.peetam@sbi',
};
const noFcra = Object.fromEntries(Object.keys(fcra).map((k) => [k, '']));

beforeAll(async () => {
  smtp = await startSmtp();
  razorpay = await startRazorpay('rzp_test_peetam', 'key-secret-for-tests');
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '0.5',
      RAZORPAY_KEY_ID: 'rzp_test_peetam',
      RAZORPAY_KEY_SECRET: 'key-secret-for-tests',
      RAZORPAY_API_BASE: razorpay.apiBase,
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  });
  await setHoldLimits(server);
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  const auth = { authorization: `Bearer ${admin.token}` };
  const add = async (slug: string, more: Record<string, unknown>) =>
    ((await (await http.json('POST', '/api/pujas', testPuja(slug, more), auth)).json()) as { id: number }).id;
  offeringId = await add('citizen-offering', { price: 0, minRupees: 101 });
  fixedId = await add('citizen-fixed', {});
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await razorpay?.stop();
});

let visitor = 0;
/** Each post from an address of its own, so the donation rate limit never answers instead. */
const from = () => ({ 'x-forwarded-for': `198.51.100.${++visitor}` });

const rows = (table: 'donations' | 'bookings') =>
  withDb(server, (db) => db.selectFrom(table).selectAll().orderBy('id', 'desc').execute());
const donationRow = async (reference: string) => (await rows('donations')).find((r) => r.reference === reference)!;
const countDonations = async () => (await rows('donations')).length;

/** The text a reader sees on a page in its language (an English page leaves out what is marked Telugu). */
const seen = (html: string, path: string) => visibleText(html, path.startsWith('/te/') ? 'en' : 'te');
/** The citizenship the form came back with. */
const chosen = (html: string) => /name="citizenship" checked="" value="(\w+)"/.exec(html)?.[1];
const read = async (path: string) => seen(await (await http.get(path)).text(), path);

async function give(fields: Record<string, string>, path = '/donationpayment') {
  const response = await http.form(path, { ...validDonation, ...fields }, from());
  const html = response.status === 303 ? '' : await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '', html, text: seen(html, path) };
}

const order = async (body: Record<string, unknown>, query = '') => {
  const response = await http.json('POST', `/api/donation/create-order${query}`, body, from());
  return {
    status: response.status,
    body: (await response.json()) as { message: string; fields: Record<string, string>; reference?: string },
  };
};

async function markReceived(reference: string) {
  const before = smtp.received.length;
  const marked = await http.form('/admin/donations', { intent: 'received', reference }, { cookie: admin.cookie });
  expect(marked.status).toBe(303);
  return smtp.nextFor(validDonation.email, before);
}

const attachedPdf = (raw: string) => {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return new Uint8Array(Buffer.from(body, 'base64'));
};

const setFcra = async (values: Record<string, string>) => {
  const saved = await settingsScreen(server.url, admin).post('fcra', values);
  expect(saved.status, saved.html.slice(0, 300)).toBe(303);
};

describe('the donation form without JavaScript', () => {
  it('asks the citizenship in a fieldset of three radios and the passport, in both languages', async () => {
    const en = await (await http.get('/donationpayment')).text();
    expect(en).toContain('<legend>Your citizenship</legend>');
    for (const value of ['resident', 'nri', 'foreign']) expect(en).toContain(`name="citizenship" value="${value}"`);
    expect(seen(en, '/')).toContain('Citizen of another country (OCI and PIO card holders too)');
    expect(en).toContain('name="passport"');
    expect(seen(en, '/')).toContain('Only if you live abroad: one letter and seven digits, like K1234567.');
    const te = await read('/te/donationpayment');
    expect(te).toContain('మీ పౌరసత్వం');
    expect(te).toContain('విదేశాల్లో నివసిస్తున్న భారతీయ పౌరులు');
  });

  it('takes a resident donor and keeps the declaration, no passport', async () => {
    const given = await give({ citizenship: 'resident', passport: 'K1234567' });
    expect(given.status).toBe(303);
    const row = await donationRow(given.location.split('/').pop()!);
    expect(row).toMatchObject({
      citizenship: 'resident',
      passport_sealed: null,
      passport_hint: null,
      fcra_registration: null,
    });
  });

  it('refuses no declaration, and an Indian abroad without a good passport, keeping every value', async () => {
    const before = await countDonations();
    const none = await give({ citizenship: '' });
    expect(none.status).toBe(400);
    expect(none.text).toContain('Choose one of the three answers about your citizenship');
    const missing = await give({ citizenship: 'nri', firstName: 'Al' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(
      'Type your Indian passport number: the law asks it of Indian citizens living abroad.',
    );
    expect(missing.text).toContain('Name must be at least 3 letters');
    const bad = await give({ citizenship: 'nri', passport: 'K12345', message: 'For the annadanam on Sunday please.' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('An Indian passport number is one letter and seven digits, like K1234567.');
    expect(chosen(bad.html), 'the choice kept').toBe('nri');
    expect(bad.html.includes('value="K12345"'), 'the passport kept').toBe(true);
    expect(bad.html.includes('For the annadanam on Sunday please.'), 'the message kept').toBe(true);
    const te = await give({ citizenship: 'nri', passport: 'K12345' }, '/te/donationpayment');
    expect(te.text).toContain('భారతీయ పాస్‌పోర్ట్ నంబర్‌లో ఒక ఇంగ్లీషు అక్షరం, ఏడు అంకెలు ఉంటాయి');
    expect(await countDonations()).toBe(before);
  });

  it('refuses a foreign citizen kindly in both languages while the centre has no FCRA registration', async () => {
    const before = await countDonations();
    const en = await give({ citizenship: 'foreign' });
    expect(en.status).toBe(400);
    expect(en.text).toContain('Thank you for wishing to give.');
    expect(en.text).toContain(refusalEn);
    expect(en.text).toContain('visit the ashram');
    expect(chosen(en.html), 'the choice kept').toBe('foreign');
    expect(en.html.includes(`value="${validDonation.firstName}"`), 'the name kept').toBe(true);
    const te = await give({ citizenship: 'foreign' }, '/te/donationpayment');
    expect(te.status).toBe(400);
    expect(te.text).toContain(refusalTe);
    expect(te.text).toContain('ఆశ్రమాన్ని దర్శించండి');
    expect(await countDonations()).toBe(before);
  });

  it('keeps a passport sealed, shows it masked and prints the declaration on the receipt', async () => {
    const given = await give({ citizenship: 'nri', passport: 'k 765 4321' });
    expect(given.status).toBe(303);
    const reference = given.location.split('/').pop()!;
    const row = await donationRow(reference);
    expect(row).toMatchObject({ citizenship: 'nri', passport_hint: '4321' });
    expect(row.passport_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('K7654321');
    expect(JSON.stringify(row)).not.toContain('765 4321');

    const mail = await markReceived(reference);
    expect(mailText(mail)).toContain("Donor's declaration: Indian citizen living abroad, passport XXXX4321");
    const tags = await pdfTags(attachedPdf(mail.raw));
    expect(tags.reading).toEqual(
      expect.arrayContaining(['Document/Table/TR/TD: Indian citizen living abroad, passport XXXX4321']),
    );
    const listed = (await (
      await http.get('/api/donation', { authorization: `Bearer ${admin.token}` })
    ).json()) as Array<Record<string, unknown>>;
    expect(listed.find((d) => d.reference === reference)).toMatchObject({
      citizenship: 'nri',
      passport: 'XXXX4321',
      fcraRegistration: null,
    });
    expect(JSON.stringify(listed)).not.toContain('K7654321');
    // The office's list shows the declaration too, the passport masked.
    const office = await (await http.get('/admin/donations', { cookie: admin.cookie })).text();
    expect(seen(office, '/')).toContain("Donor's declaration Indian citizen living abroad, passport XXXX4321");
    expect(office.includes('K7654321'), 'no clear passport on the office screen').toBe(false);
  });
});

describe('POST /api/donation/create-order', () => {
  const body = { ...validDonation };
  it('answers 400 naming the field for a missing or wrong declaration or passport', async () => {
    const { citizenship: _citizenship, ...silent } = body;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [silent, 'citizenship', 'Choose one of the three answers about your citizenship'],
      [{ ...body, citizenship: 'oci' }, 'citizenship', 'Choose one of the three answers about your citizenship'],
      [{ ...body, citizenship: 'nri' }, 'passport', 'Type your Indian passport number'],
      [
        { ...body, citizenship: 'nri', passport: '1234567' },
        'passport',
        'An Indian passport number is one letter and seven digits',
      ],
    ];
    const before = await countDonations();
    for (const [sent, field, message] of cases) {
      const answer = await order(sent);
      expect(answer.status, field).toBe(400);
      expect(answer.body.fields[field]).toContain(message);
    }
    expect(await countDonations()).toBe(before);
  });

  it('refuses a foreign citizen with 400 naming the refusal, in the language asked', async () => {
    const en = await order({ ...body, citizenship: 'foreign' });
    expect(en.status).toBe(400);
    expect(en.body.message).toContain(refusalEn);
    expect(en.body.fields.citizenship).toContain(refusalEn);
    const te = await order({ ...body, citizenship: 'foreign' }, '?lang=te');
    expect(te.status).toBe(400);
    expect(te.body.fields.citizenship).toContain(refusalTe);
  });

  it('makes an order for a resident and for an Indian citizen abroad with a passport', async () => {
    expect((await order(body)).status).toBe(201);
    const abroad = await order({ ...body, citizenship: 'nri', passport: 'Z1234567' });
    expect(abroad.status).toBe(201);
    expect(await donationRow(abroad.body.reference!)).toMatchObject({ citizenship: 'nri', passport_hint: '4567' });
  });
});

describe('with the FCRA registration and account in the settings', () => {
  it('takes a foreign contribution and shows the FCRA account instead of the ordinary one', async () => {
    await setFcra(fcra);
    try {
      const given = await give({ citizenship: 'foreign' });
      expect(given.status).toBe(303);
      const reference = given.location.split('/').pop()!;
      expect(await donationRow(reference)).toMatchObject({ citizenship: 'foreign', fcra_registration: '010170123' });
      const page = await read(given.location);
      for (const shown of [
        'Pay into our FCRA account',
        'registration 010170123',
        '40012345678',
        'SBIN0000691',
        'New Delhi Main Branch',
        'fcra.peetam@sbi',
      ]) {
        expect(page).toContain(shown);
      }
      expect(page).not.toContain('peetam@examplebank');
      const te = await read(`/te/donation/${reference}`);
      expect(te).toContain('మా విదేశీ విరాళాల ఖాతాలో చెల్లించండి');
      expect(te).toContain('న్యూఢిల్లీ ప్రధాన శాఖ');
      // Never through the gateway, which pays into the ordinary account.
      const gateway = await order({ reference });
      expect(gateway.status).toBe(409);
      expect(gateway.body.message).toContain('A foreign contribution is paid only into the FCRA account');

      const mail = await markReceived(reference);
      expect(mailText(mail)).toContain(
        'Citizen of another country: a foreign contribution, received in the FCRA account (registration 010170123)',
      );
      // A resident's gift still goes to the ordinary account.
      const resident = await give({ citizenship: 'resident' });
      expect(await read(resident.location)).toContain('peetam@examplebank');

      // A foreign citizen's offering for a puja likewise, its page showing the FCRA account.
      const body = bookingBody(offeringId, dayAhead(4), {
        amount: 1001,
        citizenship: 'foreign',
        email: 'guest@example.org',
      });
      const booked = await http.json('POST', '/api/bookings', body, from());
      expect(booked.status).toBe(201);
      const made = (await booked.json()) as { reference: string; page: string };
      const row = (await rows('bookings')).find((b) => b.reference === made.reference)!;
      expect(row).toMatchObject({ citizenship: 'foreign', fcra_registration: '010170123' });
      const bookingPage = await read(made.page.replace(server.url, ''));
      expect(bookingPage).toContain('SBIN0000691');
      expect(bookingPage).not.toContain('peetam@examplebank');
      const key = new URL(made.page, server.url).searchParams.get('key')!;
      const bookingOrder = await http.json('POST', `/api/bookings/${made.reference}/order`, { key }, from());
      expect(bookingOrder.status).toBe(409);
    } finally {
      await setFcra(noFcra);
    }
  });

  it('refuses an FCRA account number or IFSC of the wrong form on the settings screen', async () => {
    const saved = await settingsScreen(server.url, admin).post('fcra', { ...fcra, ifsc: 'SBI0691' });
    expect(saved.status).toBe(400);
    expect(seen(saved.html, '/')).toContain('This does not have the form the hint describes');
  });
});

describe('a puja booking', () => {
  const auth = () => ({ authorization: `Bearer ${admin.token}` });
  const book = (more: Record<string, unknown>, pujaId = offeringId, query = '') =>
    http.json(
      'POST',
      `/api/bookings${query}`,
      bookingBody(pujaId, dayAhead(3), { email: `b${++visitor}@example.org`, ...more }),
      from(),
    );

  it('asks the declaration where the amount is an offering, and not at a fixed price', async () => {
    const { citizenship: _citizenship, ...silent } = bookingBody(offeringId, dayAhead(3), { amount: 501 });
    const missing = await http.json('POST', '/api/bookings', silent, from());
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.citizenship).toContain(
      'Choose one of the three answers',
    );
    const noPassport = await book({ amount: 501, citizenship: 'nri' });
    expect(noPassport.status).toBe(400);
    expect(((await noPassport.json()) as { fields: Record<string, string> }).fields.passport).toContain(
      'Type your Indian passport number',
    );
    const foreign = await book({ amount: 501, citizenship: 'foreign' }, offeringId, '?lang=te');
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { fields: Record<string, string> }).fields.citizenship).toContain(refusalTe);

    const fixed = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(fixedId, dayAhead(3), { citizenship: undefined }),
      from(),
    );
    expect(fixed.status).toBe(201);
    const fixedRef = ((await fixed.json()) as { reference: string }).reference;
    expect((await rows('bookings')).find((b) => b.reference === fixedRef)).toMatchObject({ citizenship: null });
    expect(await (await http.get('/book/citizen-fixed')).text()).not.toContain('name="citizenship"');
  });

  it('keeps the declaration of an offering and prints it on the receipt', async () => {
    const made = await book({ amount: 1116, citizenship: 'nri', passport: 'M7654321' });
    expect(made.status).toBe(201);
    const { reference, page } = (await made.json()) as { reference: string; page: string };
    const row = (await rows('bookings')).find((b) => b.reference === reference)!;
    expect(row).toMatchObject({ citizenship: 'nri', passport_hint: '4321' });
    expect(JSON.stringify(row)).not.toContain('M7654321');
    expect((await http.json('POST', `/api/bookings/${reference}/confirm`, {}, auth())).status).toBe(200);
    const key = new URL(page, server.url).searchParams.get('key')!;
    const receipt = await http.get(`/booking/${reference}/receipt.pdf?key=${key}`);
    const tags = await pdfTags(new Uint8Array(await receipt.arrayBuffer()));
    expect(tags.reading).toEqual(
      expect.arrayContaining(['Document/Table/TR/TD: Indian citizen living abroad, passport XXXX4321']),
    );
  });

  it("refuses a foreign citizen on an offering's form in both languages, keeping the values", async () => {
    const html = await (await http.get('/book/citizen-offering')).text();
    expect(html).toContain('<legend>Your citizenship</legend>');
    const fields = {
      date: dayAhead(3),
      amount: '251',
      attendance: 'on-behalf',
      'devotees.0.name': 'Lakshmi Devi',
      'devotees.0.gotram': 'Bharadwaja',
      'devotees.0.nakshatram': 'Rohini',
      name: 'Ravi Kumar',
      email: 'ravi-form@example.org',
      phone: '98480 12345',
      terms: 'on',
      citizenship: 'foreign',
    };
    for (const [path, refusal] of [
      ['/book/citizen-offering', refusalEn],
      ['/te/book/citizen-offering', refusalTe],
    ] as const) {
      const response = await http.form(path, fields, from());
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(seen(page, path)).toContain(refusal);
      expect(chosen(page), 'the choice kept').toBe('foreign');
      expect(page.includes('value="Ravi Kumar"'), 'the name kept').toBe(true);
    }
  });
});
