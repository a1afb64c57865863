import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { client } from '../support/http.ts';
import { latinWords } from '../support/latin-words.ts';
import { mailText } from '../support/mail-text.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp, type ReceivedMail } from '../support/smtp.ts';
import { visibleText } from '../support/visible-text.ts';
import { settingsScreen } from '../support/settings.ts';
import { publicRoutes } from '#src/features/site/routes.ts';
import { adminNavItems } from '#src/features/admin/nav.ts';
import { digestMail } from '#src/features/office/digest-mail.ts';
import { reminderMail } from '#src/features/bookings/series-reminders.ts';
import { siteDay } from '#src/server/time.ts';
import { insertGift } from '../support/tax-forms.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { builtInCauses } from '#src/features/page-texts/schema.ts';
import { writeSection } from '#src/features/settings/repo.ts';
import { bumpContentVersion } from '#src/server/page-cache/version.ts';

/**
 * Every page and every e-mail in Telugu, with a booking in each state, reads Telugu: a word in
 * Latin letters is one of a few the Telugu reader also writes so (UPI, PDF, UTR, PAN), a name
 * someone typed, a reference or an address. An English word left in a Telugu dictionary fails it.
 */
const allowed = new Set([
  ...['UPI', 'PDF', 'UTR', 'PAN', 'QR', 'CSV', 'MB'],
  // Names of things as the computer and the payment company write them, on the admin screens.
  ...['Razorpay', 'Excel', 'JPEG', 'PNG', 'WebP', 'MP4', 'WebM', 'HEIC', 'HTML'],
  // The hidden digits of a masked Aadhaar, as banks print it: XXXX XXXX 0124.
  'XXXX',
  // A bank's branch code, as the bank's own letters and forms print it.
  'IFSC',
]);

/**
 * What a person typed in Latin letters: this test as a devotee or the office, the demo settings'
 * UPI payee (the bank account's own name, as the devotee's UPI app shows it), and keys on a keyboard.
 */
const typed = [
  ...[
    'India Post',
    'NEFT N123456',
    'telugu-homam',
    'telugu-single',
    'telugu-places',
    'telugu-offering',
    'telugu-counter',
    'Test homam',
  ],
  ...[
    'A homam for the tests.',
    'Sri Sample Peetam Trust',
    'State Bank of India, New Delhi Main Branch',
    'hero-loop.webm',
    'Alt+T',
    'Ctrl+P',
  ],
  // The donor's Telugu name in Latin letters beside it, as the receipt carries it for the tax office.
  'Konduri Sitaramayya',
];

let server: RunningServer;
let http: ReturnType<typeof client>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestAccount;
let devotee: TestAccount;
let pujaId: number;
const references: string[] = [];
const found: string[] = [];

/** A devotee as a Telugu reader types one; the star and rasi are stored as the form sends them. */
const lakshmi = { name: 'లక్ష్మీ దేవి', gotram: 'భారద్వాజ', nakshatram: 'Rohini', rasi: 'Vrishabha' };

const teluguBooking = (email: string, more: Record<string, unknown> = {}) =>
  bookingBody(pujaId, dayAhead(6), {
    devotees: [lakshmi],
    sankalpam: 'కుటుంబ ఆరోగ్యం కోసం',
    name: 'రవి కుమార్',
    email,
    ...more,
  });

async function book(email: string, more: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await http.json('POST', '/api/bookings?lang=te', teluguBooking(email, more), headers);
  expect(response.status).toBe(201);
  const { reference, page } = (await response.json()) as { reference: string; page: string };
  references.push(reference);
  return { reference, key: new URL(page, server.url).searchParams.get('key')! };
}

const adminPost = (path: string, body: unknown = {}) => {
  const headers = { authorization: `Bearer ${admin.token}` };
  return http.json('POST', path, body, headers);
};

const setBooking = (reference: string, values: Record<string, string>) =>
  withDb(server, (db) => db.updateTable('bookings').set(values).where('reference', '=', reference).execute());

let read = -1;
/** The first mail to `to` after the last one this test read, with `part` in its subject. */
async function mailTo(to: string, part = ''): Promise<ReceivedMail> {
  const next = () => smtp.received.findIndex((m, i) => i > read && m.to.includes(to) && m.subject.includes(part));
  await expect.poll(next, { timeout: 10_000 }).toBeGreaterThan(read);
  read = next();
  return smtp.received[read]!;
}

function check(where: string, text: string) {
  // A cause's address name (annadanam, temple-seva) is part of its link, shown as written in the cause editor.
  const phrases = [...typed, ...references, ...builtInCauses, admin.name, devotee.name, admin.email, devotee.email];
  const words = latinWords(text, new Set(allowed), phrases);
  for (const word of new Set(words)) found.push(`${where}: ${word}`);
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await http.get(path, headers);
  expect(response.status, path).toBe(200);
  check(path, visibleText(await response.text()));
}

const mail = (name: string, m: ReceivedMail) => check(`mail ${name}`, mailText(m));

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.5' } });
  await setHoldLimits(server);
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin', name: 'కార్యాలయం' });
  devotee = await createUser(server, { role: 'User', name: 'సీతా దేవి' });
  const created = await adminPost('/api/pujas', testPuja('telugu-homam'));
  pujaId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('Telugu pages and e-mails', () => {
  it('send every booking e-mail in Telugu', async () => {
    const where = { town: 'ఒంగోలు', district: 'ప్రకాశం', state: 'Andhra Pradesh', pin: '523002' };
    const prasadam = { address: '12-3 ఆలయ వీధి', ...where };
    const posted = await book('posted@example.org', { prasadam });
    mail('booked', await mailTo('posted@example.org'));
    await http.form(`/te/booking/${posted.reference}?key=${posted.key}`, { utr: '123456789012' });
    mail('utrReceived', await mailTo('posted@example.org'));
    expect((await adminPost(`/api/bookings/${posted.reference}/confirm`)).status).toBe(200);
    mail('confirmed', await mailTo('posted@example.org'));
    await setBooking(posted.reference, { puja_day: siteDay() });
    expect((await adminPost(`/api/bookings/${posted.reference}/performed`)).status).toBe(200);
    mail('performed', await mailTo('posted@example.org'));
    const parcel = { courier: 'India Post', tracking: 'EK123456789IN' };
    expect((await adminPost(`/api/bookings/${posted.reference}/dispatch`, parcel)).status).toBe(200);
    mail('dispatched', await mailTo('posted@example.org'));

    // A seva of two years on the birth star: 24 days, twelve named, the rest on its page.
    const seva = await book('seva@example.org', { often: 'monthly-nakshatram', years: '2', star: 'Rohini' });
    const sevaBooked = await mailTo('seva@example.org');
    mail('booked (seva)', sevaBooked);
    expect(mailText(sevaBooked)).toContain('ఈ సేవ ఈ 24 రోజులలో జరుగుతుంది:');
    expect(mailText(sevaBooked)).toContain('ఇంకా 12 రోజులు ఉన్నాయి: మీ బుకింగ్ తెరిచి చూడండి');
    await http.form(`/te/booking/${seva.reference}?key=${seva.key}`, { utr: '223456789012' });
    await mailTo('seva@example.org');
    expect((await adminPost(`/api/bookings/${seva.reference}/confirm`)).status).toBe(200);
    mail('confirmed (seva)', await mailTo('seva@example.org', seva.reference));

    const refunded = await book('refunded@example.org');
    await adminPost(`/api/bookings/${refunded.reference}/confirm`);
    const asked = { email: 'refunded@example.org', key: refunded.key };
    await http.json('POST', `/api/bookings/${refunded.reference}/cancel?lang=te`, asked);
    const bank = { bankReference: 'NEFT N123456' };
    expect((await adminPost(`/api/bookings/${refunded.reference}/refund`, bank)).status).toBe(200);
    mail('refunded', await mailTo('refunded@example.org', 'వాపసు'));

    const missing = await book('missing@example.org');
    await http.form(`/te/booking/${missing.reference}?key=${missing.key}`, { utr: '223456789012' });
    expect((await adminPost(`/api/bookings/${missing.reference}/not-received`)).status).toBe(200);
    mail('notReceived', await mailTo('missing@example.org', 'కనిపించలేదు'));

    expect((await http.form('/te/booking', { email: 'posted@example.org' })).status).toBeLessThan(400);
    mail('found', await mailTo('posted@example.org'));

    // A day of one place: the second devotee waits, and is told when the first hold runs out.
    const created = await adminPost('/api/pujas', testPuja('telugu-single', { perDay: 1 }));
    const single = ((await created.json()) as { id: number }).id;
    const held = await book('held@example.org', { pujaId: single, date: dayAhead(5) });
    const wanted = { name: 'గౌరీ దేవి', email: 'waiting@example.org', phone: '98480 22222' };
    const waiting = { pujaId: single, date: dayAhead(5), ...wanted };
    expect((await http.json('POST', '/api/bookings/waitlist?lang=te', waiting)).status).toBe(201);
    await setBooking(held.reference, { hold_until: new Date(Date.now() - 1000).toISOString() });
    await http.get('/api/pujas');
    mail('waitlist', await mailTo('waiting@example.org', 'ఖాళీ'));
  });

  it('send the account e-mails in Telugu', async () => {
    expect((await http.form('/te/forgot', { email: devotee.email })).status).toBe(303);
    mail('passwordReset', await mailTo(devotee.email));
    expect((await http.form('/te/account', { intent: 'confirm' }, { cookie: devotee.cookie })).status).toBe(303);
    mail('accountConfirmation', await mailTo(devotee.email));
  });

  it('book a seva that comes back, show it and remind of it in Telugu', async () => {
    const form = {
      date: dayAhead(2),
      attendance: 'on-behalf',
      'devotees.0.name': lakshmi.name,
      'devotees.0.gotram': lakshmi.gotram,
      'devotees.0.nakshatram': lakshmi.nakshatram,
      name: 'రవి కుమార్',
      email: devotee.email,
      phone: '98480 33333',
      terms: 'on',
      often: 'yearly-nakshatram',
      years: '2',
      masam: '6',
      star: 'Rohini',
    };
    const refused = await http.form('/te/book/telugu-homam', { ...form, masam: '' }, { cookie: devotee.cookie });
    expect(refused.status).toBe(400);
    check('/te/book/telugu-homam (seva refused)', visibleText(await refused.text()));
    const booked = await http.form('/te/book/telugu-homam', form, { cookie: devotee.cookie });
    expect(booked.status).toBe(303);
    const link = booked.headers.get('location')!;
    references.push(new URL(link, server.url).pathname.split('/').pop()!);
    await page(link);
    await page('/te/account', { cookie: devotee.cookie });
    const row = await withDb(server, (db) =>
      db.selectFrom('bookings').selectAll().where('reference', '=', references.at(-1)!).executeTakeFirstOrThrow(),
    );
    const puja = { name_en: 'Test homam telugu-homam', name_te: 'పరీక్ష హోమం' };
    for (const kind of ['before', 'after'] as const) {
      const next = kind === 'after' ? row.puja_day : undefined;
      const { subject, text } = reminderMail(
        {
          ...row,
          ...puja,
          id: Number(row.id),
          series_id: 1,
          user_id: null,
          price_paise: 0,
          shipping_paise: 0,
          total_paise: 0,
          puja_id: pujaId,
        },
        kind,
        next,
      );
      check(`mail seva ${kind}`, `${subject}\n${text}`);
    }
  });

  it("write the office digest's Telugu half in Telugu", () => {
    const arrivals = [
      {
        state: 'reported' as const,
        payable_type: 'booking' as const,
        payable_ref: 'PB-1',
        method: 'upi' as const,
        payment_ref: '123456789012',
        amount_paise: 111600,
        updated_at: new Date().toISOString(),
      },
      {
        state: 'refund_requested' as const,
        payable_type: 'donation' as const,
        payable_ref: 'DN-1',
        method: 'razorpay' as const,
        payment_ref: 'pay_1',
        amount_paise: 50000,
        updated_at: new Date().toISOString(),
      },
    ];
    const { subject, text } = digestMail(arrivals, server.url);
    references.push('PB-1', 'DN-1', 'pay_1');
    check('mail officeDigest', `${subject.split(' / ')[1]}\n${text.split('----')[1]}`);
  });

  it('show every public page, booking page, the account and the admin in Telugu', async () => {
    for (const route of publicRoutes) await page(`/te${route.path === '/' ? '' : route.path}`);
    await page('/te/book/telugu-homam');
    const own = await book(devotee.email, {}, { cookie: devotee.cookie, origin: server.url });
    await page(`/te/booking/${own.reference}?key=${own.key}`);
    await page(`/te/booking/${own.reference}`);
    for (const reference of references.slice(0, 3)) await page(`/te/booking/${reference}`, { cookie: admin.cookie });
    const donor = { firstName: 'సీతారామయ్య', lastName: 'కొండూరి', email: 'gift@example.org' };
    const family = { 'family.0.relation': 'తల్లి', 'family.0.name': 'అన్నపూర్ణ' };
    // An Indian citizen abroad: the receipt carries the declaration with the passport masked.
    const abroad = { citizenship: 'nri', passport: 'K1234567' };
    // An Aadhaar typed wrong is refused in Telugu; the right one gives a receipt with the 80G lines.
    const gift = {
      preset: '2000',
      cause: 'annadanam',
      message: 'ఆదివారం అన్నదానం కోసం',
      terms: 'on',
      identityType: 'aadhaar',
      ...abroad,
    };
    const refused = await http.form('/te/donationpayment', {
      ...donor,
      ...family,
      ...gift,
      identity: '2345 6789 0125',
    });
    expect(refused.status).toBe(400);
    check('/te/donationpayment (refused)', visibleText(await refused.text()));
    await withDb(server, async (db) => {
      const { settings } = await loadSettings(db);
      await writeSection(db, 'payment', { ...settings.payment, registration80G: 'AAATS0000AF20214' });
      await writeSection(db, 'tax', {
        ...settings.tax,
        registration80GFrom: '2026-04-01',
        registration80GUntil: '2031-03-31',
      });
      await bumpContentVersion(db);
    });
    const given = await http.form('/te/donationpayment', { ...donor, ...family, ...gift, identity: '2345 6789 0124' });
    const donation = given.headers.get('location')!;
    expect(donation).toMatch(/^\/te\/donation\/DN/);
    references.push(donation.split('/').pop()!);
    await page(donation);
    await http.form(donation, { utr: '412345678901' });
    await page(donation);
    // The office marks it received: the receipt e-mail goes out in the language it was given in.
    const before = smtp.received.length;
    const marked = await http.form(
      '/admin/donations',
      { intent: 'received', reference: donation.split('/').pop()! },
      { cookie: admin.cookie },
    );
    expect(marked.status).toBe(303);
    const receipt = await smtp.nextFor(donor.email, before);
    expect(mailText(receipt)).toContain('80G నమోదు గడువు: 01/04/2026 నుంచి 31/03/2031 వరకు');
    expect(mailText(receipt)).toContain('దాత ఆధార్: XXXX XXXX 0124');
    mail('donationReceipt', receipt);
    await page(donation);
    await page('/te/account', { cookie: devotee.cookie });
    // The devotee's data rights: a correction asked for, and the erasure's confirmation step.
    const asked = { intent: 'correct', whatWrong: 'గోత్రం తప్పుగా ఉంది', shouldBe: 'భారద్వాజ' };
    expect((await http.form('/te/account/data', asked, { cookie: devotee.cookie })).status).toBe(303);
    await page('/te/account/data', { cookie: devotee.cookie });
    const confirm = await http.form('/te/account/data', { intent: 'erase-ask' }, { cookie: devotee.cookie });
    check('/te/account/data (erase)', visibleText(await confirm.text()));
    for (const item of adminNavItems) await page(`/te${item.path}`, { cookie: admin.cookie });
    await page('/te/admin/pages?page=donate&section=causes', { cookie: admin.cookie });
    // The schedule's monthly tab, with the next Pournami, Amavasya and Sankashti from the panchangam.
    await page('/te/activities/pujalu?tab=monthly');
    await page(`/te/admin/bookings/print?from=${siteDay()}&to=${dayAhead(30)}`, { cookie: admin.cookie });
  });

  it('counts places in the plural and names a status by what the booking is, not who acted', async () => {
    const created = await adminPost('/api/pujas', testPuja('telugu-places', { perDay: 1 }));
    expect(created.status).toBe(201);
    expect(await (await http.get('/te/book/telugu-places')).text()).toContain('(1 స్థానం ఖాళీ)');
    expect(await (await http.get('/book/telugu-places')).text()).toContain('(1 place left)');
    expect(await (await http.get('/te/book/telugu-homam')).text()).toContain('(50 స్థానాలు ఖాళీ)');

    // Cancelled by the devotee: the page says it is cancelled, not that the office cancelled it.
    const mine = await book('cancels@example.org');
    const asked = { email: 'cancels@example.org', key: mine.key };
    const cancel = await http.json('POST', `/api/bookings/${mine.reference}/cancel`, asked);
    expect(cancel.status).toBe(200);
    const shown = visibleText(await (await http.get(`/te/booking/${mine.reference}?key=${mine.key}`)).text());
    expect(shown).toContain('స్థితి రద్దయింది');
    expect(shown).not.toContain('రద్దు చేశాము');
  });

  it('asks the citizenship, refuses a foreign citizen and shows the FCRA account in Telugu', async () => {
    const created = await adminPost('/api/pujas', testPuja('telugu-offering', { price: 0, minRupees: 101 }));
    expect(created.status).toBe(201);
    await page('/te/book/telugu-offering');
    const donor = { firstName: 'సీతారామయ్య', lastName: 'కొండూరి', email: 'guest@example.org' };
    const family = { 'family.0.relation': 'తల్లి', 'family.0.name': 'అన్నపూర్ణ' };
    const gift = { ...donor, ...family, preset: '500', message: 'ఆదివారం అన్నదానం కోసం', terms: 'on' };
    const refused = await http.form('/te/donationpayment', { ...gift, citizenship: 'foreign' });
    expect(refused.status).toBe(400);
    check('/te/donationpayment (foreign)', visibleText(await refused.text()));
    const missing = await http.form('/te/donationpayment', { ...gift, citizenship: 'nri', passport: 'K12' });
    expect(missing.status).toBe(400);
    check('/te/donationpayment (passport)', visibleText(await missing.text()));

    const fcra = {
      registrationNumber: '010170123',
      accountName: 'Sri Sample Peetam Trust',
      accountNumber: '40012345678',
      ifsc: 'SBIN0000691',
      bankEn: 'State Bank of India, New Delhi Main Branch',
      bankTe: 'స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా, న్యూఢిల్లీ ప్రధాన శాఖ',
      upiId: 'fcra.peetam@sbi',
    };
    expect((await settingsScreen(server.url, admin).post('fcra', fcra)).status).toBe(303);
    try {
      const given = await http.form('/te/donationpayment', { ...gift, citizenship: 'foreign' });
      expect(given.status).toBe(303);
      const donation = given.headers.get('location')!;
      references.push(donation.split('/').pop()!);
      await page(donation);
      await page('/te/admin/settings', { cookie: admin.cookie });
    } finally {
      const blank = Object.fromEntries(Object.keys(fcra).map((k) => [k, '']));
      await settingsScreen(server.url, admin).post('fcra', blank);
    }
  });

  it("show the counter, its 80G question, its refusals, its receipt and the receipt's e-mail in Telugu", async () => {
    const gift = {
      amount: '2500',
      mode: 'cash',
      firstName: 'సీతారామయ్య',
      lastName: 'కొండూరి',
      phone: '9848012345',
      email: 'counter@example.org',
      cause: 'annadanam',
      citizenship: 'resident',
      lang: 'te',
    };
    const post = async (fields: Record<string, string>, status: number) => {
      const response = await http.form('/te/admin/counter', fields, { cookie: admin.cookie });
      expect(response.status).toBe(status);
      if (status !== 303) check('/te/admin/counter (post)', visibleText(await response.text()));
      return response;
    };
    await post(gift, 200);
    await post({ ...gift, mode: 'upi', reference: '12' }, 400);
    await post({ ...gift, citizenship: 'foreign' }, 400);
    await post({ ...gift, amount: '200000', cashWithout80G: '200000' }, 400);
    const saved = await post({ ...gift, cashWithout80G: '2500' }, 303);
    const location = saved.headers.get('location')!;
    const reference = location.split('recorded=')[1]!;
    references.push(reference);
    await page(location, { cookie: admin.cookie });
    const receipt = `/te/admin/counter/receipt?reference=${reference}`;
    for (const paper of ['a5', 'roll']) await page(`${receipt}&paper=${paper}`, { cookie: admin.cookie });
    await page('/te/admin/counter/receipt', { cookie: admin.cookie });
    mail('counterReceipt', await mailTo('counter@example.org'));
  });

  it("show the counter's puja booking, its refusals, confirmation, receipt and e-mail in Telugu", async () => {
    const single = await adminPost('/api/pujas', testPuja('telugu-counter', { perDay: 1 }));
    const booking = {
      pujaId: String(((await single.json()) as { id: number }).id),
      date: dayAhead(3),
      name: 'సీతారామయ్య కొండూరి',
      phone: '9848012345',
      email: 'counter-booking@example.org',
      mode: 'cash',
      citizenship: 'resident',
      lang: 'te',
    };
    const post = async (fields: Record<string, string>, status: number) => {
      const response = await http.form('/te/admin/counter?kind=booking', fields, { cookie: admin.cookie });
      expect(response.status).toBe(status);
      if (status !== 303) check('/te/admin/counter?kind=booking (post)', visibleText(await response.text()));
      return response;
    };
    await page('/te/admin/counter?kind=booking', { cookie: admin.cookie });
    await post({ ...booking, mode: 'cheque', reference: 'బ్యాంకు' }, 400);
    await post({ ...booking, date: 'నిన్న' }, 400);
    const saved = await post(booking, 303);
    const location = saved.headers.get('location')!;
    const reference = location.split('booked=')[1]!;
    references.push(reference);
    await page(location, { cookie: admin.cookie });
    await post({ ...booking, name: 'మరొక భక్తుడు' }, 409);
    for (const paper of ['a5', 'roll']) {
      await page(`/te/admin/counter/receipt?reference=${reference}&paper=${paper}`, { cookie: admin.cookie });
    }
    mail('counterBooking', await mailTo('counter-booking@example.org'));
  });

  it('shows the tax forms page and sends the 10BE certificate in Telugu', async () => {
    const fy = '2025-26';
    const taxForms = `/te/admin/donations/tax-forms?fy=${fy}`;
    const donor = { firstName: 'సీతారామయ్య', lastName: 'కొండూరి', email: 'certificate@example.org' };
    const gift = { ...donor, lang: 'te' as const, rupees: 1000 };
    await withDb(server, async (db) => {
      const address = '12-3 ఆలయ వీధి, ఒంగోలు';
      await insertGift(db, { ...gift, receipt: `${fy}/0001`, identity: ['pan', 'ABCDE1234F'], address });
      await insertGift(db, { ...gift, receipt: `${fy}/0002`, firstName: 'అన్నపూర్ణ', payMode: 'cash' });
    });
    await page(taxForms, { cookie: admin.cookie });
    await withDb(server, (db) => db.deleteFrom('donations').where('first_name', '=', 'అన్నపూర్ణ').execute());
    const ack = { intent: 'filing', fy, acknowledgement: '123456789012345', filedOn: '2026-05-20' };
    const refused = await http.form(taxForms, { ...ack, acknowledgement: 'abc' }, { cookie: admin.cookie });
    check('tax forms refused', visibleText(await refused.text()));
    expect((await http.form(taxForms, ack, { cookie: admin.cookie })).status).toBe(303);
    const certified = await http.form(taxForms, { intent: 'certify', fy }, { cookie: admin.cookie });
    expect(certified.status).toBe(303);
    mail('certificate10BE', await mailTo('certificate@example.org', '10BE'));
    await page(certified.headers.get('location')!, { cookie: admin.cookie });
    await page(`/te/admin/donations?fy=${fy}`, { cookie: admin.cookie });
    await page('/te/admin/audit', { cookie: admin.cookie });
  });

  it('holds no English word outside the allowed ones', () => {
    expect(found).toEqual([]);
  });
});
