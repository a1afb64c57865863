import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { startSmtp } from '../support/smtp.ts';
import { pdfTags } from '../support/pdf-text.ts';
import { sign, startRazorpay } from '../support/razorpay.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { siteDay } from '#src/server/time.ts';

/**
 * A booking's life after it holds its place: the office confirms the UPI money (receipt and
 * calendar entry by e-mail), marks the puja performed, posts the prasadam; cancellations and
 * refunds, by UPI and through Razorpay's Refunds API (its loopback stand-in).
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;
let pujaId: number;
const webhookSecret = 'booking-webhook-secret';

beforeAll(async () => {
  smtp = await startSmtp();
  razorpay = await startRazorpay('rzp_test_key', 'rzp_test_secret');
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '0.5',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: razorpay.apiBase,
    },
  });
  // Many bookings from one address and e-mail: the fairness limits have their own tests (booking-fairness).
  await setHoldLimits(server);
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  const created = await http.json('POST', '/api/pujas', testPuja('lifecycle-homam'), {
    authorization: `Bearer ${admin.token}`,
  });
  pujaId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await razorpay?.stop();
});

const adminPost = (path: string, body: unknown = {}) =>
  http.json('POST', path, body, { authorization: `Bearer ${admin.token}` });
const prasadam = {
  address: '12-3 Temple Street',
  town: 'Ongole',
  district: 'Prakasam',
  state: 'Andhra Pradesh',
  pin: '523002',
};

async function book(email: string, more: Record<string, unknown> = {}, lang = '') {
  const response = await http.json(
    'POST',
    `/api/bookings${lang}`,
    bookingBody(pujaId, dayAhead(6), { email, ...more }),
  );
  expect(response.status).toBe(201);
  const booked = (await response.json()) as { reference: string; page: string };
  return { ...booked, key: new URL(booked.page, server.url).searchParams.get('key')! };
}

/** The first mail to `to` with this subject, whatever came before it. */
async function mailWith(to: string, subject: string) {
  await expect
    .poll(() => smtp.received.some((m) => m.to.includes(to) && m.subject === subject), { timeout: 10_000 })
    .toBe(true);
  return smtp.received.find((m) => m.to.includes(to) && m.subject === subject)!;
}

describe('a UPI booking with prasadam', () => {
  it('is confirmed by the office, performed and posted, with an e-mail in Telugu at each step', async () => {
    const email = 'sita-upi@example.org';
    const { reference, key } = await book(email, { prasadam }, '?lang=te');
    // Word at every step: the booking itself, with its link and how to pay, then the UTR.
    const booked = await mailWith(email, `మీ పూజ బుకింగ్ ${reference}: నిర్ధారణకు చెల్లించండి`);
    expect(booked.text).toContain(`/te/booking/${reference}?key=${key}`);
    expect(booked.text).toContain('(భారత కాలమానం)');
    expect(booked.text).toContain('Razorpay');
    expect((await http.form(`/te/booking/${reference}?key=${key}`, { utr: '123456789012' })).status).toBe(303);
    const reported = await mailWith(email, `బుకింగ్ ${reference} కోసం మీ UTR అందింది`);
    expect(reported.text).toContain('UTR 123456789012');

    const confirmed = await adminPost(`/api/bookings/${reference}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      status: 'confirmed',
      receiptNumber: expect.stringMatching(/^PJ\/\d{4}-\d{2}\/0001$/),
    });
    const mail = await mailWith(email, `పూజ బుకింగ్ నిర్ధారణ: ${reference}`);
    expect(mail.raw).toMatch(/filename=receipt-PJ-\d{4}-\d{2}-0001\.pdf/);
    expect(mail.raw).toContain('text/calendar');
    expect((await http.get(`/booking/${reference}/receipt.pdf`)).status).toBe(403);
    const receipt = await http.get(`/booking/${reference}/receipt.pdf?key=${key}`);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    // Booked in Telugu, so the receipt is Telugu, with the English beside it for the tax office.
    const tags = await pdfTags(new Uint8Array(await receipt.arrayBuffer()));
    expect(tags).toMatchObject({ marked: true, lang: 'te-IN' });
    expect(tags.title).toMatch(/^పూజ బుకింగ్ రసీదు PJ\/\d{4}-\d{2}\/0001$/);
    const heard = ['Document/H1: పూజ బుకింగ్ రసీదు', 'Document/Table/TR/TH/Span[en-IN]: Amount in words'];
    expect(tags.reading).toEqual(expect.arrayContaining(heard));
    expect(tags.reading.filter((line) => /^Document\/Table\/TR\/TD: .* రూపాయలు మాత్రమే$/.test(line))).toHaveLength(1);
    // A second confirmation changes nothing and sends nothing.
    expect((await adminPost(`/api/bookings/${reference}/confirm`)).status).toBe(409);

    // Not before the puja's day: the devotee would be told it was done.
    const early = await adminPost(`/api/bookings/${reference}/performed`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(
      /^This puja is booked for \d{2}\/\d{2}\/\d{4}: mark it performed on that day or after\.$/,
    );
    await withDb(server, (db) =>
      db.updateTable('bookings').set({ puja_day: siteDay() }).where('reference', '=', reference).execute(),
    );
    expect((await adminPost(`/api/bookings/${reference}/performed`)).status).toBe(200);
    const performed = await smtp.nextFor(email, smtp.received.indexOf(mail) + 1);
    expect(performed.subject).toBe(`మీ పూజ జరిగింది: ${reference}`);

    const dispatched = await adminPost(`/api/bookings/${reference}/dispatch`, {
      courier: 'India Post',
      tracking: 'EK123456789IN',
    });
    expect(dispatched.status).toBe(200);
    const posted = await smtp.nextFor(email, smtp.received.indexOf(performed) + 1);
    expect(posted.subject).toBe(`ప్రసాదం పంపాము: ${reference}`);
    expect(posted.text).toContain('EK123456789IN');

    const page = await (await http.get(`/booking/${reference}?key=${key}`)).text();
    expect(page).toContain('Prasadam posted');
    expect(page).toContain('Posted by India Post, tracking number EK123456789IN.');

    // Never cancelled after the puja was performed.
    const late = await http.json('POST', `/api/bookings/${reference}/cancel`, { email, key });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      message: 'A booking can be cancelled within 7 days of paying, and never after the puja was performed.',
    });

    const trail = await withDb(server, (db) =>
      db
        .selectFrom('audit_log')
        .select('action')
        .where('record_type', '=', 'booking')
        .where('record_id', '=', reference)
        .execute(),
    );
    expect(trail.map((r) => r.action)).toEqual(['mark_received', 'mark_performed', 'dispatch']);
  });

  it('is refunded by hand with the bank reference after the devotee asks, freeing its place', async () => {
    const email = 'gopal-upi@example.org';
    const { reference, key } = await book(email);
    await adminPost(`/api/bookings/${reference}/confirm`);
    // Someone else's reference: the e-mail does not match.
    expect(
      (await http.json('POST', `/api/bookings/${reference}/cancel`, { email: 'other@example.org', key })).status,
    ).toBe(404);
    const asked = await http.json('POST', `/api/bookings/${reference}/cancel?key=${key}`, { email });
    expect(await asked.json()).toMatchObject({ status: 'refund_requested' });
    const noReference = await adminPost(`/api/bookings/${reference}/refund`, {});
    expect(noReference.status).toBe(400);
    expect(await noReference.json()).toMatchObject({
      fields: { bankReference: "Write the bank's reference of the refund." },
    });
    const refunded = await adminPost(`/api/bookings/${reference}/refund`, { bankReference: 'NEFT N123456' });
    expect(await refunded.json()).toMatchObject({ status: 'refunded' });
    await expect
      .poll(
        () =>
          smtp.received
            .filter((m) => m.to.includes(email))
            .map((m) => m.subject)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual([
        `Puja booking confirmed: ${reference}`,
        `Refund of your puja booking: ${reference}`,
        `Your puja booking ${reference}: please pay to confirm it`,
      ]);
  });
});

describe('a Razorpay booking', () => {
  const paidThroughAnOrder =
    "is paid through an order for the server's total, verified " +
    "by its signature, and refunded through Razorpay's Refunds API";
  it(paidThroughAnOrder, async () => {
    const email = 'rzp@example.org';
    const { reference, key } = await book(email, { prasadam });
    const ordered = await http.json('POST', `/api/bookings/${reference}/order`, { key });
    expect(ordered.status).toBe(201);
    const order = (await ordered.json()) as { orderId: string; amount: number };
    // 1116 rupees and 80 for posting (free only from 2000): the total the server computed.
    expect(order.amount).toBe(119600);
    expect(razorpay.orders.at(-1)).toMatchObject({ id: order.orderId, receipt: reference });

    const forged = await http.json('POST', `/api/bookings/${reference}/verify`, {
      razorpay_payment_id: 'pay_forged1',
      razorpay_signature: sign('wrong', `${order.orderId}|pay_forged1`),
    });
    expect(forged.status).toBe(400);
    const verified = await http.json('POST', `/api/bookings/${reference}/verify`, {
      razorpay_payment_id: 'pay_good1',
      razorpay_signature: sign('rzp_test_secret', `${order.orderId}|pay_good1`),
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ status: 'confirmed' });
    await mailWith(email, `Puja booking confirmed: ${reference}`);

    const refunded = await adminPost(`/api/bookings/${reference}/refund`);
    expect(refunded.status).toBe(200);
    expect(razorpay.refunds).toEqual([
      expect.objectContaining({ payment_id: 'pay_good1', amount: order.amount, receipt: reference }),
    ]);
    const row = await withDb(server, (db) =>
      db
        .selectFrom('bookings')
        .select(['status', 'refund_reference'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow(),
    );
    expect(row.status).toBe('refunded');
    expect(row.refund_reference).toMatch(/^rfnd_/);
  });
});

describe("Razorpay's webhook for a booking", () => {
  const captured = (orderId: string, amount: number, paymentId: string) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
    });
  const deliver = (raw: string, eventId: string, secret = webhookSecret) =>
    fetch(`${server.url}/api/donation/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(secret, raw),
        'x-razorpay-event-id': eventId,
      },
      body: raw,
    });
  const rowOf = (reference: string) =>
    withDb(server, (db) =>
      db
        .selectFrom('bookings')
        .select(['status', 'gateway_payment_id', 'receipt_number'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow(),
    );
  async function ordered(email: string) {
    const { reference, key } = await book(email);
    const response = await http.json('POST', `/api/bookings/${reference}/order`, { key });
    return { reference, key, ...((await response.json()) as { orderId: string; amount: number }) };
  }

  const confirmsOnce =
    "confirms the booking once, with its receipt by e-mail, when the devotee closed the page before Checkout's handler";
  it(confirmsOnce, async () => {
    const email = 'hook-booking@example.org';
    const { reference, key, orderId, amount } = await ordered(email);
    const raw = captured(orderId, amount, 'pay_BookHook1');
    expect((await deliver(raw, 'evt_bk_forged', 'not-the-secret')).status).toBe(400);
    expect((await rowOf(reference)).status).toBe('pending');

    const first = await deliver(raw, 'evt_bk_1');
    expect(await first.json()).toEqual({ handled: 'confirmed' });
    expect(await rowOf(reference)).toMatchObject({
      status: 'confirmed',
      gateway_payment_id: 'pay_BookHook1',
      receipt_number: expect.stringMatching(/^PJ\//),
    });
    await mailWith(email, `Puja booking confirmed: ${reference}`);
    const page = await (await http.get(`/booking/${reference}?key=${key}`)).text();
    expect(page).toContain('receipt.pdf');

    // The same event again, a second event for the payment, and Checkout's handler after it: one confirmation, one
    // mail.
    expect(await (await deliver(raw, 'evt_bk_1')).json()).toEqual({ handled: 'repeated' });
    expect(await (await deliver(raw, 'evt_bk_2')).json()).toEqual({ handled: 'repeated' });
    const verified = await http.json('POST', `/api/bookings/${reference}/verify`, {
      razorpay_payment_id: 'pay_BookHook1',
      razorpay_signature: sign('rzp_test_secret', `${orderId}|pay_BookHook1`),
    });
    expect(await verified.json()).toMatchObject({ status: 'confirmed' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      `Your puja booking ${reference}: please pay to confirm it`,
      `Puja booking confirmed: ${reference}`,
    ]);
    const events = await withDb(server, (db) =>
      db.selectFrom('payment_events').select('event_id').where('event_id', 'in', ['evt_bk_1', 'evt_bk_2']).execute(),
    );
    expect(events).toHaveLength(2);
  });

  it("does not confirm a payment of another amount than the server's total", async () => {
    const { reference, orderId, amount } = await ordered('hook-short@example.org');
    const raw = captured(orderId, amount - 100, 'pay_BookHook2');
    expect(await (await deliver(raw, 'evt_bk_short')).json()).toEqual({ handled: 'ignored' });
    expect(await rowOf(reference)).toMatchObject({ status: 'pending', receipt_number: null });
  });

  const keepsTheLatePayment =
    'keeps a payment for a booking the office cancelled in the ledger, for the refund, without confirming it';
  it(keepsTheLatePayment, async () => {
    const { reference, orderId, amount } = await ordered('hook-cancelled@example.org');
    expect((await adminPost(`/api/bookings/${reference}/cancel-unpaid`)).status).toBe(200);
    const raw = captured(orderId, amount, 'pay_BookHook4');
    expect(await (await deliver(raw, 'evt_bk_cancelled')).json()).toEqual({ handled: 'recorded' });
    expect(await rowOf(reference)).toMatchObject({ status: 'cancelled', receipt_number: null });
    const ledger = await withDb(server, (db) =>
      db
        .selectFrom('payments')
        .select(['payment_ref', 'state', 'amount_paise'])
        .where('payable_ref', '=', reference)
        .execute(),
    );
    expect(ledger.map((p) => ({ ...p, amount_paise: Number(p.amount_paise) }))).toEqual([
      { payment_ref: 'pay_BookHook4', state: 'paid_after_close', amount_paise: amount },
    ]);
    const verified = await http.json('POST', `/api/bookings/${reference}/verify`, {
      razorpay_payment_id: 'pay_BookHook4',
      razorpay_signature: sign('rzp_test_secret', `${orderId}|pay_BookHook4`),
    });
    expect(verified.status).toBe(409);
    expect(await verified.json()).toMatchObject({
      message:
        'This booking was cancelled before your payment arrived. ' +
        'The office will refund it in full; please write to us or book again.',
    });
  });

  it('takes a place again for a payment after the hold ran out, while the day has one', async () => {
    const { reference, key, orderId, amount } = await ordered('hook-late@example.org');
    await withDb(server, (db) =>
      db
        .updateTable('bookings')
        .set({ hold_until: new Date(Date.now() - 60_000).toISOString() })
        .where('reference', '=', reference)
        .execute(),
    );
    expect(await (await http.get(`/booking/${reference}?key=${key}`)).text()).toContain(
      'was not paid within 15 minutes',
    );
    expect((await rowOf(reference)).status).toBe('expired');
    const raw = captured(orderId, amount, 'pay_BookHook3');
    expect(await (await deliver(raw, 'evt_bk_late')).json()).toEqual({ handled: 'confirmed' });
    expect((await rowOf(reference)).status).toBe('confirmed');
  });
});

describe('/admin/bookings', () => {
  it('confirms a UPI payment after asking, lists the day by puja, prints it and exports it', async () => {
    const email = 'admin-screen@example.org';
    const { reference } = await book(email, {
      devotees: [{ name: 'Annapurna Devi', gotram: 'Kaundinya', nakshatram: 'Magha' }],
    });
    const page = `/admin/bookings?from=${dayAhead(6)}&to=${dayAhead(6)}`;
    const headers = { cookie: admin.cookie };
    const listed = await (await http.get(page, headers)).text();
    expect(listed).toContain(reference);
    expect(listed).toContain('Annapurna Devi, Kaundinya, Magha');

    const asked = await http.form(page, { intent: 'confirm', reference }, headers);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(`Confirm the payment of ${reference}?`);
    expect(
      (
        await withDb(server, (db) =>
          db.selectFrom('bookings').select('status').where('reference', '=', reference).executeTakeFirstOrThrow(),
        )
      ).status,
    ).toBe('pending');

    const done = await http.form(page, { intent: 'confirm', reference, sure: 'yes' }, headers);
    expect(done.status).toBe(303);
    expect(
      (
        await withDb(server, (db) =>
          db.selectFrom('bookings').select('status').where('reference', '=', reference).executeTakeFirstOrThrow(),
        )
      ).status,
    ).toBe('confirmed');

    const print = await (
      await http.get(`/admin/bookings/print?from=${dayAhead(6)}&to=${dayAhead(6)}&puja=${pujaId}`, headers)
    ).text();
    expect(print).toContain('Annapurna Devi');
    expect(print).toContain('Test homam lifecycle-homam');
    const csv = await (await http.get(`/api/bookings/export?from=${dayAhead(6)}&to=${dayAhead(6)}`, headers)).text();
    expect(csv).toContain(reference);
    expect(csv.split('\n')[0]).toContain('Devotees (name, gotram, nakshatram, rasi)');
  });
});

describe('the office cancelling an unpaid booking', () => {
  const takenOn = (day: string) =>
    withDb(server, async (db) =>
      Number(
        (
          await db
            .selectFrom('puja_day_places')
            .select('taken')
            .where('puja_id', '=', pujaId)
            .where('day', '=', day)
            .executeTakeFirst()
        )?.taken ?? 0,
      ),
    );
  const statusOf = (reference: string) =>
    withDb(
      server,
      async (db) =>
        (await db.selectFrom('bookings').select('status').where('reference', '=', reference).executeTakeFirstOrThrow())
          .status,
    );

  const cancelsThroughTheApi =
    'through the API: frees its place at once, is audited, and refuses a paid booking with a pointer to the refund';
  it(cancelsThroughTheApi, async () => {
    const day = dayAhead(8);
    const response = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(pujaId, day, { email: 'unpaid-api@example.org' }),
    );
    const { reference } = (await response.json()) as { reference: string };
    expect(await takenOn(day)).toBe(1);

    expect((await http.json('POST', `/api/bookings/${reference}/cancel-unpaid`)).status).toBe(401);
    const cancelled = await adminPost(`/api/bookings/${reference}/cancel-unpaid`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ reference, status: 'cancelled' });
    expect(await takenOn(day)).toBe(0);
    const again = await adminPost(`/api/bookings/${reference}/cancel-unpaid`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This booking is Cancelled; that cannot be done now.' });
    expect(await takenOn(day)).toBe(0);
    const trail = await withDb(server, (db) =>
      db
        .selectFrom('audit_log')
        .select('action')
        .where('record_type', '=', 'booking')
        .where('record_id', '=', reference)
        .execute(),
    );
    expect(trail.map((r) => r.action)).toEqual(['cancel']);

    const paid = (await (
      await http.json('POST', '/api/bookings', bookingBody(pujaId, day, { email: 'paid-api@example.org' }))
    ).json()) as { reference: string };
    await adminPost(`/api/bookings/${paid.reference}/confirm`);
    const refused = await http.json(
      'POST',
      `/api/bookings/${paid.reference}/cancel-unpaid?lang=te`,
      {},
      { authorization: `Bearer ${admin.token}` },
    );
    expect(refused.status).toBe(409);
    const paidAlready = "ఈ బుకింగ్‌కు చెల్లింపు అయింది: రద్దు చేయాలంటే 'డబ్బు వాపసు' నొక్కండి; ";
    const whatARefundDoes = 'డబ్బు తిరిగి వెళ్తుంది, ఆ స్థానం ఖాళీ అవుతుంది.';
    expect(await refused.json()).toMatchObject({ message: paidAlready + whatARefundDoes });
    expect(await statusOf(paid.reference)).toBe('confirmed');
    expect(await takenOn(day)).toBe(1);
  });

  const cancelsInTelugu =
    'from /admin/bookings in Telugu: asks first, says what ' +
    'happened, frees the place; a paid one is refused on the page';
  it(cancelsInTelugu, async () => {
    const day = dayAhead(9);
    const { reference } = (await (
      await http.json('POST', '/api/bookings', bookingBody(pujaId, day, { email: 'unpaid-page@example.org' }))
    ).json()) as { reference: string };
    const page = `/te/admin/bookings?from=${day}&to=${day}`;
    const headers = { cookie: admin.cookie };
    expect(await (await http.get(page, headers)).text()).toContain(`aria-label="రద్దు (చెల్లించనిది): ${reference}"`);

    const asked = await http.form(page, { intent: 'cancel', reference }, headers);
    expect(asked.status).toBe(200);
    const question = `${reference} రద్దు చేయాలా? దీనికి చెల్లింపు జరగలేదు; ఆ స్థానం మరొక భక్తునికి ఖాళీ అవుతుంది.`;
    expect(await asked.text()).toContain(question);
    expect(await statusOf(reference)).toBe('pending');

    const done = await http.form(page, { intent: 'cancel', reference, sure: 'yes' }, headers);
    expect(done.status).toBe(303);
    const after = await (await http.get(done.headers.get('location')!, headers)).text();
    expect(after).toContain(`${reference} రద్దు చేశాము; ఆ స్థానం మళ్లీ ఖాళీ అయింది.`);
    expect(await statusOf(reference)).toBe('cancelled');
    expect(await takenOn(day)).toBe(0);

    const paid = (await (
      await http.json('POST', '/api/bookings', bookingBody(pujaId, day, { email: 'paid-page@example.org' }))
    ).json()) as { reference: string };
    await adminPost(`/api/bookings/${paid.reference}/confirm`);
    const refused = await http.form(page, { intent: 'cancel', reference: paid.reference, sure: 'yes' }, headers);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('రద్దు చేయాలంటే &#x27;డబ్బు వాపసు&#x27; నొక్కండి');
    expect(await statusOf(paid.reference)).toBe('confirmed');
  });
});
