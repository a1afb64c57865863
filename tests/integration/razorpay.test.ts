import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/server/db/schema.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import { onPostgres } from '../support/database.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { client } from '../support/http.ts';
import { startRazorpay, sign } from '../support/razorpay.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { parsePolicy } from '#src/server/security-headers.ts';

const keyId = 'rzp_test_peetam';
const keySecret = 'key-secret-for-tests';
const webhookSecret = 'webhook-secret-for-tests';
let server: RunningServer;
let http: ReturnType<typeof client>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;

beforeAll(async () => {
  smtp = await startSmtp();
  razorpay = await startRazorpay(keyId, keySecret);
  server = await startServer({
    // Behind a trusted proxy on loopback, so a test can be a visitor of its own (X-Forwarded-For).
    env: {
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '0.5',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: razorpay.apiBase,
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  });
  http = client(server.url);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await razorpay?.stop();
});

const donation = {
  amount: '1500',
  firstName: 'Padma',
  lastName: 'Kumari',
  email: 'padma@example.org',
  family: [{ relation: 'Husband', name: 'Ramakrishna' }],
  message: 'For the temple seva on Friday.',
  terms: true,
  cause: 'temple-seva',
  citizenship: 'resident',
};

const from = (address: string) => ({ 'x-forwarded-for': address });

async function order(body: unknown = donation, headers: Record<string, string> = {}) {
  const response = await http.json('POST', '/api/donation/create-order', body, headers);
  return { response, body: await response.json() };
}

const receiptsTo = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Donation receipt'));

describe('POST /api/donation/create-order', () => {
  it('stores a pending donation and creates the order in paise with the reference as receipt', async () => {
    const { response, body } = await order();
    expect(response.status).toBe(201);
    expect(body).toMatchObject({
      amount: 150_000,
      currency: 'INR',
      keyId,
      name: 'Padma Kumari',
      email: 'padma@example.org',
    });
    expect(razorpay.orders.at(-1)).toMatchObject({
      id: body.orderId,
      amount: 150_000,
      currency: 'INR',
      receipt: body.reference,
    });
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').selectAll().where('reference', '=', body.reference).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ status: 'pending', method: 'razorpay', gateway_order_id: body.orderId });
    // Asking again for the same donation reuses its order.
    const again = await order({ reference: body.reference });
    expect(again.body.orderId).toBe(body.orderId);
  });

  it('refuses invalid amounts with 400 and stores nothing', async () => {
    for (const amount of ['0', '-5', '10.5', '100000000']) {
      const { response } = await order({ ...donation, amount });
      expect(response.status).toBe(400);
    }
    const { body } = await order({ ...donation, amount: '2500', pan: 'ABCDE12345' });
    expect(body.fields).toEqual({
      pan: 'That is not a PAN: five letters, four digits, a letter, like ABCDE1234F. Check the card and type it again.',
    });
  });

  it('gives parallel calls for one donation one order: the one stored', async () => {
    const visitor = from('203.0.113.40');
    const created = await http.form('/donationpayment', validDonation, visitor);
    const reference = created.headers.get('location')!.split('/').pop()!;
    razorpay.delayOrders(300);
    const answers = await Promise.all(Array.from({ length: 6 }, () => order({ reference }, visitor))).finally(() =>
      razorpay.delayOrders(0),
    );
    expect(answers.map((a) => a.response.status)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((a) => a.body.orderId));
    expect(ids.size).toBe(1);
    const row = await withDb(server, (db) =>
      db
        .selectFrom('donations')
        .select(['gateway_order_id', 'method'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ gateway_order_id: [...ids][0], method: 'razorpay' });
  });

  it(`counts the donations it creates with the form's, ${limits.donations.max} from one address`, async () => {
    const visitor = from('203.0.113.41');
    for (let i = 0; i < limits.donations.max - 1; i++)
      expect((await order(donation, visitor)).response.status).toBe(201);
    expect((await http.form('/donationpayment', validDonation, visitor)).status).toBe(303);
    const refused = await order(donation, visitor);
    expect(refused.response.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many donation forms from your connection. ' +
        `Please wait ${windowMinutes(limits.donations)} minutes and send it again, or call the office.`,
    );
    const telugu = await http.json('POST', '/api/donation/create-order?lang=te', donation, visitor);
    expect(telugu.status).toBe(429);
    expect((await telugu.json()).message).toContain(`${windowMinutes(limits.donations)} నిమిషాలు ఆగి మళ్లీ పంపండి`);
    // An order for a donation already made is not a new donation.
    const made = await withDb(server, (db) =>
      db
        .selectFrom('donations')
        .select('reference')
        .where('status', '=', 'pending')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    );
    expect((await order({ reference: made.reference }, visitor)).response.status).toBe(201);
  });

  it('answers 502 when Razorpay fails, keeping the donation for another try', async () => {
    razorpay.failNextOrder();
    const { response, body } = await order();
    expect(response.status).toBe(502);
    expect(body.message).toContain('Your donation is saved');
    const retry = await order({ reference: body.reference });
    expect(retry.response.status).toBe(201);
  });
});

describe('the payment signature', () => {
  it('refuses a forged signature, accepts the real one once, and a replay sends no second receipt', async () => {
    const { body } = await order();
    const paymentId = 'pay_Test0001';
    const forged = await http.json('POST', '/api/donation/verify', {
      reference: body.reference,
      razorpay_payment_id: paymentId,
      razorpay_order_id: body.orderId,
      razorpay_signature: sign('wrong-secret', `${body.orderId}|${paymentId}`),
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).message).toContain('could not be verified');
    // A genuine signature for a different order does not pay this donation.
    const other = await http.json('POST', '/api/donation/verify', {
      reference: body.reference,
      razorpay_payment_id: paymentId,
      razorpay_order_id: 'order_other',
      razorpay_signature: sign(keySecret, `order_other|${paymentId}`),
    });
    expect(other.status).toBe(400);

    const signature = sign(keySecret, `${body.orderId}|${paymentId}`);
    const good = await http.json('POST', '/api/donation/verify', {
      reference: body.reference,
      razorpay_payment_id: paymentId,
      razorpay_order_id: body.orderId,
      razorpay_signature: signature,
    });
    expect(good.status).toBe(200);
    const paid = await good.json();
    expect(paid).toMatchObject({ reference: body.reference, status: 'paid' });
    expect(paid.receiptNumber).toMatch(/^\d{4}-\d{2}\/\d{4}$/);
    const replay = await http.json('POST', '/api/donation/verify', {
      reference: body.reference,
      razorpay_payment_id: paymentId,
      razorpay_order_id: body.orderId,
      razorpay_signature: signature,
    });
    expect(replay.status).toBe(200);
    await smtp.nextFor('padma@example.org');
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiptsTo('padma@example.org')).toHaveLength(1);
  });
});

/** A trigger that makes every update of one donation fail, as a crash part-way would. */
async function failUpdatesOf(db: Kysely<Database>, reference: string) {
  if (!/^DN\w+$/.test(reference)) throw new Error(`not a reference: ${reference}`);
  if (onPostgres()) {
    await sql
      .raw(
        `CREATE FUNCTION refuse_update() RETURNS trigger AS $$ BEGIN ` +
          `RAISE EXCEPTION 'simulated fault'; END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql
      .raw(
        'CREATE TRIGGER refuse_update BEFORE UPDATE ON donations FOR EACH ROW ' +
          `WHEN (OLD.reference = '${reference}') EXECUTE FUNCTION refuse_update()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        'CREATE TRIGGER refuse_update BEFORE UPDATE ON donations ' +
          `WHEN OLD.reference = '${reference}' BEGIN SELECT RAISE(ABORT, 'simulated fault'); END`,
      )
      .execute(db);
  }
}

async function allowUpdates(db: Kysely<Database>) {
  await sql.raw(onPostgres() ? 'DROP TRIGGER refuse_update ON donations' : 'DROP TRIGGER refuse_update').execute(db);
  if (onPostgres()) await sql.raw('DROP FUNCTION refuse_update()').execute(db);
}

describe('the webhook', () => {
  function event(orderId: string, amount: number, paymentId: string) {
    return JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
    });
  }
  const post = (raw: string, signature: string, eventId: string) =>
    fetch(`${server.url}/api/donation/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      body: raw,
    });

  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const { body } = await order({ ...donation, email: 'hook@example.org' });
    const raw = event(body.orderId, 150_000, 'pay_Hook0001');
    const response = await post(raw, sign('not-the-secret', raw), 'evt_wrong');
    expect(response.status).toBe(400);
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').select('status').where('reference', '=', body.reference).executeTakeFirstOrThrow(),
    );
    expect(row.status).toBe('pending');
  });

  it('answers a correctly signed body that is not an event object with 400 and what to do', async () => {
    for (const raw of ['null', '42', '"text"', '[]', '{broken']) {
      const response = await post(raw, sign(webhookSecret, raw), `evt_not_object_${raw.length}`);
      expect(response.status, raw).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('not a Razorpay event');
    }
  });

  it('marks the donation paid once: the same event twice, or a second event, gives one receipt', async () => {
    const { body } = await order({ ...donation, email: 'twice@example.org' });
    const raw = event(body.orderId, 150_000, 'pay_Hook0002');
    const first = await post(raw, sign(webhookSecret, raw), 'evt_1');
    expect(await first.json()).toEqual({ handled: 'confirmed' });
    const repeated = await post(raw, sign(webhookSecret, raw), 'evt_1');
    expect(await repeated.json()).toEqual({ handled: 'repeated' });
    const orderPaid = JSON.stringify({
      event: 'order.paid',
      payload: {
        order: { entity: { id: body.orderId } },
        payment: { entity: { id: 'pay_Hook0002', order_id: body.orderId, amount: 150_000 } },
      },
    });
    const second = await post(orderPaid, sign(webhookSecret, orderPaid), 'evt_2');
    expect(await second.json()).toEqual({ handled: 'repeated' });
    await smtp.nextFor('twice@example.org');
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiptsTo('twice@example.org')).toHaveLength(1);
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').selectAll().where('reference', '=', body.reference).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ status: 'paid', gateway_payment_id: 'pay_Hook0002' });
  });

  const recordsWithItsEffect =
    'records the event with its effect: a failure part-way leaves neither, and the redelivery confirms once';
  it(recordsWithItsEffect, async () => {
    const { body } = await order({ ...donation, email: 'crash@example.org' }, from('203.0.113.42'));
    // A fault in the middle of the event's work (after the event id was written): the database
    // refuses to change this donation.
    await withDb(server, (db) => failUpdatesOf(db, body.reference));
    const raw = event(body.orderId, 150_000, 'pay_Hook0005');
    const failed = await post(raw, sign(webhookSecret, raw), 'evt_crash');
    expect(failed.status).toBe(500);
    await withDb(server, (db) => allowUpdates(db));
    const events = await withDb(server, (db) =>
      db.selectFrom('payment_events').select('event_id').where('event_id', '=', 'evt_crash').execute(),
    );
    expect(events).toEqual([]);
    const redelivered = await post(raw, sign(webhookSecret, raw), 'evt_crash');
    expect(await redelivered.json()).toEqual({ handled: 'confirmed' });
    expect(await (await post(raw, sign(webhookSecret, raw), 'evt_crash')).json()).toEqual({ handled: 'repeated' });
    const row = await withDb(server, (db) =>
      db.selectFrom('donations').selectAll().where('reference', '=', body.reference).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ status: 'paid', gateway_payment_id: 'pay_Hook0005' });
    await smtp.nextFor('crash@example.org');
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiptsTo('crash@example.org')).toHaveLength(1);
  });

  it('does not confirm a payment whose amount differs from the donation', async () => {
    const { body } = await order({ ...donation, email: 'short@example.org' });
    const raw = event(body.orderId, 100, 'pay_Hook0003');
    expect(await (await post(raw, sign(webhookSecret, raw), 'evt_3')).json()).toEqual({ handled: 'ignored' });
  });
});

describe('the payment page with Razorpay configured', () => {
  it('allows Checkout in its own content security policy and offers the button', async () => {
    const { body } = await order({ ...donation, email: 'page@example.org' });
    const response = await http.get(`/donation/${body.reference}`);
    const policy = parsePolicy(response.headers.get('content-security-policy')!);
    expect(policy['script-src']).toContain('https://checkout.razorpay.com');
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    const html = await response.text();
    expect(html).toContain('Pay online with Razorpay');
    expect(html).toContain('/scripts/razorpay-pay.js');
    const form = await http.get('/donationpayment');
    expect(form.headers.get('content-security-policy')).not.toContain('razorpay');
  });
});
