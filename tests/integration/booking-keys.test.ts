import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { startRazorpay } from '../support/razorpay.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { limits } from '#src/server/rate-limit/limits.ts';

/**
 * A booking's link carries its key (issue 27): without it only the status and date show and the
 * devotee's actions are refused; find-my-booking mails the links to the address's own inbox.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;
let admin: TestAccount;
let pujaId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  razorpay = await startRazorpay('rzp_test_key', 'rzp_test_secret');
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '0.5',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      RAZORPAY_API_BASE: razorpay.apiBase,
    },
  });
  http = client(server.url);
  // These tests book many times with one e-mail; the limits have tests of their own.
  await setHoldLimits(server);
  admin = await createUser(server, { role: 'Admin' });
  const created = await http.json('POST', '/api/pujas', testPuja('keyed-homam'), {
    authorization: `Bearer ${admin.token}`,
  });
  pujaId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await razorpay?.stop();
});

/** Each test its own client address, so one test's rate limits never reach another's. */
let addresses = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

async function book(email: string, headers: Record<string, string> = {}) {
  const response = await http.json('POST', '/api/bookings', bookingBody(pujaId, dayAhead(5), { email }), headers);
  expect(response.status).toBe(201);
  const booked = (await response.json()) as { reference: string; page: string };
  return { ...booked, key: new URL(booked.page, server.url).searchParams.get('key')! };
}

const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe("a booking's key", () => {
  const keyInPageAndMail =
    'is in the page of the answer and in the mail sent at once; without it the page shows only the status and the date';
  it(keyInPageAndMail, async () => {
    const email = 'keyed-page@example.org';
    const { reference, page, key } = await book(email);
    expect(page).toBe(`/booking/${reference}?key=${key}`);
    expect(key).toMatch(/^[\w-]{24}$/);
    const stored = await withDb(server, (db) =>
      db.selectFrom('bookings').select('key_hash').where('reference', '=', reference).executeTakeFirstOrThrow(),
    );
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.key_hash).not.toContain(key);

    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe(`Your puja booking ${reference}: please pay to confirm it`);
    expect(mail!.text).toContain(`/booking/${reference}?key=${key}`);
    expect(mail!.text).toContain('Total: ₹1,116.00');
    expect(mail!.text).toContain('Lakshmi Devi (Bharadwaja, Rohini, Vrishabha)');
    expect(mail!.text).toMatch(/Your place is held until \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m IST\./);
    expect(mail!.text).toContain('By UPI: pay ₹1,116.00');
    expect(mail!.text).toContain("By card or netbanking: open your booking and press 'Pay online with Razorpay'.");

    const full = await (await http.get(page, from())).text();
    expect(full).toContain('Lakshmi Devi');
    expect(full).toContain('name="utr"');
    expect(full).toContain(`name="key" value="${key}"`);

    const outline = await (await http.get(`/booking/${reference}`, from())).text();
    expect(outline).toContain(reference);
    expect(outline).toContain('Waiting for payment');
    expect(outline).toContain('Only the status and the date show here.');
    expect(outline).toContain('href="/booking"');
    for (const hidden of [
      'Lakshmi Devi',
      'Ravi Kumar',
      email,
      'name="utr"',
      'name="email"',
      'upi://pay',
      'gateway-pay',
    ])
      expect(outline).not.toContain(hidden);
    expect(await (await http.get(`/te/booking/${reference}`, from())).text()).toContain('మీ బుకింగ్‌ను కనుగొనండి');
  });

  it('is needed for the UTR, the cancel and the order (403 saying what to do), which it then opens', async () => {
    const email = 'keyed-actions@example.org';
    const { reference, page, key } = await book(email);
    const ip = from();

    const utr = await http.form(`/booking/${reference}`, { utr: '123456789012' }, ip);
    expect(utr.status).toBe(403);
    expect(await utr.text()).toContain('This needs the booking&#x27;s own link.');
    const cancel = await http.json('POST', `/api/bookings/${reference}/cancel`, { email }, ip);
    expect(cancel.status).toBe(403);
    expect(await cancel.json()).toMatchObject({
      message:
        "This needs the booking's own link. " +
        "Open the link in the e-mail we sent when you booked, or get it again with 'Find my booking'.",
    });
    const order = await http.json('POST', `/api/bookings/${reference}/order`, {}, ip);
    expect(order.status).toBe(403);
    expect(JSON.stringify(await order.json())).not.toContain(email);
    expect(razorpay.orders.filter((o) => o.receipt === reference)).toEqual([]);

    const given = await http.form(page, { utr: '123456789012', key }, ip);
    expect(given.status).toBe(303);
    const after = await (await http.get(given.headers.get('location')!, ip)).text();
    expect(after).toContain('Payment reported; the office is checking');
    await expect
      .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 10_000 })
      .toContain(`We have your UTR for booking ${reference}`);
    expect(mailsTo(email).find((m) => m.subject.startsWith('We have your UTR'))!.text).toContain(
      'The office checks it against the bank statement',
    );

    // Once given, the UTR is the office's to correct.
    const again = await http.form(page, { utr: '999999999999', key }, ip);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(
      'This booking already has the UTR 123456789012. To correct it, please write to the office.',
    );
    const row = await withDb(server, (db) =>
      db.selectFrom('bookings').select('utr').where('reference', '=', reference).executeTakeFirstOrThrow(),
    );
    expect(row.utr).toBe('123456789012');

    const ordered = await http.json('POST', `/api/bookings/${reference}/order`, { key }, ip);
    expect(ordered.status).toBe(201);
    expect(await ordered.json()).toMatchObject({ reference, email });

    const cancelled = await http.json('POST', `/api/bookings/${reference}/cancel?key=${key}`, { email }, ip);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'refund_requested' });
  });

  it('is not needed by the account that booked, nor by the office', async () => {
    const owner = await createUser(server, { role: 'User' });
    const { reference } = await book(owner.email, { authorization: `Bearer ${owner.token}` });
    const page = await (await http.get(`/booking/${reference}`, { cookie: owner.cookie })).text();
    expect(page).toContain('Lakshmi Devi');
    expect(page).toContain('name="utr"');
    expect((await http.get(`/booking/${reference}`, { cookie: admin.cookie })).status).toBe(200);
    expect(await (await http.get(`/booking/${reference}`, { cookie: admin.cookie })).text()).toContain('Lakshmi Devi');
    const other = await createUser(server, { role: 'User' });
    expect(await (await http.get(`/booking/${reference}`, { cookie: other.cookie })).text()).not.toContain(
      'Lakshmi Devi',
    );
  });

  it('is not guessed: wrong keys from one address are limited (429), even the right one after', async () => {
    const { reference, key } = await book('keyed-guess@example.org');
    const ip = from();
    for (let i = 0; i < limits.bookingKeys.max; i++) {
      const wrong = await http.json(
        'POST',
        `/api/bookings/${reference}/order`,
        { key: `wrong${String(i).padStart(19, '0')}` },
        ip,
      );
      expect(wrong.status).toBe(403);
    }
    const limited = await http.json('POST', `/api/bookings/${reference}/order`, { key }, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      message:
        'Too many wrong booking links from this connection. ' +
        'Please try again in 15 minutes, with the link in your e-mail.',
    });
    expect((await http.get(`/booking/${reference}?key=${key}`, ip)).status).toBe(429);
    // Another address is not held back by them.
    expect((await http.get(`/booking/${reference}?key=${key}`, from())).status).toBe(200);
  });
});

describe('find my booking', () => {
  const answersAlike =
    'answers 202 alike for a known and an unknown address, and mails only the known one its links with new keys';
  it(answersAlike, async () => {
    const email = 'finder@example.org';
    const first = await book(email);
    const second = await book(email);
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2);

    const known = await http.json('POST', '/api/bookings/find', { email: 'Finder@Example.org' }, from());
    const unknown = await http.json('POST', '/api/bookings/find', { email: 'nobody-booked@example.org' }, from());
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()];
    expect(knownBody).toEqual({
      message:
        'If finder@example.org has bookings of the last 12 months, their links are on the way to it. ' +
        'Look in its inbox (and spam folder) in a few minutes.',
    });
    expect(unknownBody).toEqual({
      message:
        'If nobody-booked@example.org has bookings of the last 12 months, their links are on the way to it. ' +
        'Look in its inbox (and spam folder) in a few minutes.',
    });

    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(3);
    const found = mailsTo(email).at(-1)!;
    expect(found.subject).toBe('Your puja bookings');
    const links = [...found.text.matchAll(/\/booking\/(BK\w{10})\?key=([\w-]{24})/g)].map((m) => ({
      reference: m[1]!,
      key: m[2]!,
    }));
    expect(links.map((l) => l.reference).sort()).toEqual([first.reference, second.reference].sort());
    // The new link opens the booking; the one sent before no longer does.
    const ip = from();
    for (const link of links)
      expect(await (await http.get(`/booking/${link.reference}?key=${link.key}`, ip)).text()).toContain('Lakshmi Devi');
    expect(await (await http.get(first.page, ip)).text()).not.toContain('Lakshmi Devi');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('nobody-booked@example.org')).toEqual([]);
  });

  it('gives a booking made before keys its first key, and leaves out bookings older than 12 months', async () => {
    const email = 'before-keys@example.org';
    const old = await book(email);
    const older = await book(email);
    await withDb(server, async (db) => {
      await db.updateTable('bookings').set({ key_hash: null }).where('reference', '=', old.reference).execute();
      await db
        .updateTable('bookings')
        .set({ created_at: new Date(Date.now() - 400 * 86_400_000).toISOString() })
        .where('reference', '=', older.reference)
        .execute();
    });
    expect(await (await http.get(old.page, from())).text()).not.toContain('Lakshmi Devi');
    expect((await http.json('POST', '/api/bookings/find', { email }, from())).status).toBe(202);
    await expect.poll(() => mailsTo(email).map((m) => m.subject), { timeout: 10_000 }).toContain('Your puja bookings');
    const text = mailsTo(email).find((m) => m.subject === 'Your puja bookings')!.text;
    expect(text).not.toContain(older.reference);
    const link = text.match(new RegExp(`/booking/${old.reference}\\?key=[\\w-]{24}`))![0];
    expect(await (await http.get(link, from())).text()).toContain('Lakshmi Devi');
  });

  it('is limited per e-mail address and per client address (429 saying when to try again)', async () => {
    const email = 'often@example.org';
    for (let i = 0; i < limits.bookingFindMails.max; i++)
      expect((await http.json('POST', '/api/bookings/find', { email }, from())).status).toBe(202);
    const perEmail = await http.json('POST', '/api/bookings/find', { email }, from());
    expect(perEmail.status).toBe(429);
    expect(await perEmail.json()).toMatchObject({ message: 'Too many requests. Please try again in 60 minutes.' });

    const ip = from();
    for (let i = 0; i < limits.bookingFinds.max; i++)
      expect((await http.json('POST', '/api/bookings/find', { email: `someone-${i}@example.org` }, ip)).status).toBe(
        202,
      );
    expect((await http.json('POST', '/api/bookings/find', { email: 'one-more@example.org' }, ip)).status).toBe(429);
  });

  it('works as a page without JavaScript, in English and Telugu, with the same words for any address', async () => {
    const page = await http.get('/booking');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="email"');
    const sent = await http.form('/booking', { email: 'page-unknown@example.org' }, from());
    expect(sent.status).toBe(202);
    const html = await sent.text();
    expect(html).toContain('If page-unknown@example.org has bookings of the last 12 months');
    expect(html).not.toContain('name="email"');
    const te = await http.form('/te/booking', { email: 'not-an-address' }, from());
    expect(te.status).toBe(400);
    expect(await te.text()).toContain('value="not-an-address"');
    expect(await (await http.form('/te/booking', { email: 'page-unknown@example.org' }, from())).text()).toContain(
      'గత 12 నెలల్లో page-unknown@example.org',
    );
  });
});
