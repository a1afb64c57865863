import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { client } from '../support/http.ts';
import { startRazorpay } from '../support/razorpay.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';

/**
 * A post whose answer was lost is sent again: with the same idempotency key (the API's header,
 * the token every form carries) it is answered with what the first made, as it is now, and
 * nothing is stored twice, even when the copies arrive at the same moment. A key is its caller's:
 * another account's, or an anonymous one, is another request. On SQLite, and on PostgreSQL with
 * TEST_DATABASE_URL (docs/decisions/121).
 */
let server: RunningServer;
let admin: TestAccount;
let pujaId: number;
let http: ReturnType<typeof client>;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;
let visitors = 0;
/** Each test is its own visitor (the site trusts loopback as a proxy), so rate limits stay out of it. */
const visitor = () => ({ 'x-forwarded-for': `10.9.0.${++visitors}` });

beforeAll(async () => {
  razorpay = await startRazorpay('rzp_test_idem', 'idem-secret');
  server = await startServer({
    env: {
      TRUSTED_PROXIES: '127.0.0.1,::1',
      RAZORPAY_KEY_ID: 'rzp_test_idem',
      RAZORPAY_KEY_SECRET: 'idem-secret',
      RAZORPAY_API_BASE: razorpay.apiBase,
    },
  });
  // Many bookings from one address and e-mail: the fairness limits have their own tests (booking-fairness).
  await setHoldLimits(server);
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  const created = await http.json('POST', '/api/pujas', testPuja('idempotent-homam'), bearer(admin));
  pujaId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
  await razorpay?.stop();
});

const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.token}` });
const inquiry = (message: string) => ({
  firstName: 'Sita',
  lastName: 'Ramaiah',
  email: 'sita@example.org',
  phoneNumber: '9848012345',
  message,
});
const inquiriesWith = (message: string) =>
  withDb(server, (db) => db.selectFrom('contact_inquiries').select('id').where('message', '=', message).execute());
const noticesAbout = (message: string) =>
  withDb(server, (db) =>
    db.selectFrom('mail_outbox').select('id').where('body_text', 'like', `%${message}%`).execute(),
  );

/** The token in a page's form, as a browser would send it back. */
async function tokenOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const html = await (await http.get(path, headers)).text();
  const token = html.match(new RegExp(`name="${IDEMPOTENCY_FIELD}" value="([^"]+)"`))?.[1];
  if (!token) throw new Error(`No ${IDEMPOTENCY_FIELD} field on ${path}`);
  return token;
}

describe('POST /api/contact with an Idempotency-Key', () => {
  it('stores one inquiry and one notice for five copies sent at once, and answers each as the first', async () => {
    const message = 'Five copies of one message, sent at once.';
    const headers = { ...visitor(), 'idempotency-key': 'c7d3b6a2-5d1e-4c53-9a55-3f0f5c1b8e01' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => http.json('POST', '/api/contact', inquiry(message), headers)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of answers)
      expect(await answer.json()).toEqual({ message: 'Contact details sent successfully!' });
    expect(await inquiriesWith(message)).toHaveLength(1);
    expect(await noticesAbout(message)).toHaveLength(1);
  });

  const answersARetry =
    'answers a retry after a lost answer as the first time, in the language it asks in, without storing it again';
  it(answersARetry, async () => {
    const message = 'A message whose answer was lost on the way.';
    const headers = { ...visitor(), 'idempotency-key': 'retry-after-a-lost-answer' };
    expect((await http.json('POST', '/api/contact', inquiry(message), headers)).status).toBe(201);
    const again = await http.json('POST', '/te/api/contact', inquiry(message), headers);
    expect(again.status).toBe(201);
    expect((await again.json()).message).not.toBe('Contact details sent successfully!');
    expect(await inquiriesWith(message)).toHaveLength(1);
  });

  it('stores a different message sent under the same key, and each message sent without a key', async () => {
    const headers = { ...visitor(), 'idempotency-key': 'one-key-two-messages' };
    await http.json('POST', '/api/contact', inquiry('The first of two different messages.'), headers);
    await http.json('POST', '/api/contact', inquiry('The second of two different messages.'), headers);
    expect(await inquiriesWith('The second of two different messages.')).toHaveLength(1);
    const plain = visitor();
    await http.json('POST', '/api/contact', inquiry('Sent twice on purpose, without a key.'), plain);
    await http.json('POST', '/api/contact', inquiry('Sent twice on purpose, without a key.'), plain);
    expect(await inquiriesWith('Sent twice on purpose, without a key.')).toHaveLength(2);
  });

  it('keeps nothing for a refused post, so the corrected one under the same key is stored', async () => {
    const headers = { ...visitor(), 'idempotency-key': 'refused-then-corrected' };
    const refused = await http.json('POST', '/api/contact', { ...inquiry('Too short'), phoneNumber: '12' }, headers);
    expect(refused.status).toBe(400);
    const message = 'Corrected, and sent under the same key.';
    expect((await http.json('POST', '/api/contact', inquiry(message), headers)).status).toBe(201);
    expect(await inquiriesWith(message)).toHaveLength(1);
  });

  it('refuses a key that is not 1 to 255 visible characters, with a message saying what to do', async () => {
    const answer = await http.json('POST', '/api/contact', inquiry('A message with a key far too long.'), {
      ...visitor(),
      'idempotency-key': 'x'.repeat(256),
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(/Idempotency-Key header is not 1 to 255 visible characters/);
    expect(await inquiriesWith('A message with a key far too long.')).toHaveLength(0);
  });
});

describe('the forms of the site', () => {
  const storesOneInquiry =
    '/contactus sent four times at once with its token stores one inquiry, and every copy goes on to the success page';
  it(storesOneInquiry, async () => {
    const token = await tokenOf('/contactus', { cookie: 'fresh=1' });
    const message = 'Four taps on Send Message with a slow connection.';
    const fields = { ...inquiry(message), [IDEMPOTENCY_FIELD]: token };
    const headers = visitor();
    const answers = await Promise.all(Array.from({ length: 4 }, () => http.form('/contactus', fields, headers)));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303]);
    expect(new Set(answers.map((a) => a.headers.get('location')))).toEqual(new Set(['/contactus?sent=1#contact-form']));
    expect(await inquiriesWith(message)).toHaveLength(1);
  });

  it('/contact (the static page) carries the token too', async () => {
    const token = await tokenOf('/te/contact');
    const message = 'From the static contact page, sent twice.';
    const fields = {
      name: 'Gopala Krishna',
      email: 'g@example.org',
      subject: 'Timings',
      message,
      [IDEMPOTENCY_FIELD]: token,
    };
    const headers = visitor();
    await Promise.all([http.form('/te/contact', fields, headers), http.form('/te/contact', fields, headers)]);
    expect(await inquiriesWith(message)).toHaveLength(1);
  });

  const storesOneDonation =
    '/donationpayment sent three times at once stores one donation, and every copy goes to its payment page';
  it(storesOneDonation, async () => {
    const token = await tokenOf('/donationpayment');
    const message = 'For the annadanam, tapped three times.';
    const fields = { ...validDonation, message, [IDEMPOTENCY_FIELD]: token };
    const headers = visitor();
    const answers = await Promise.all(Array.from({ length: 3 }, () => http.form('/donationpayment', fields, headers)));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    const places = new Set(answers.map((a) => a.headers.get('location')));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/^\/donation\/[\w-]+$/);
    const rows = await withDb(server, (db) =>
      db.selectFrom('donations').select('reference').where('message', '=', message).execute(),
    );
    expect(rows.map((r) => `/donation/${r.reference}`)).toEqual([...places]);
  });

  it('keeps its token when it comes back to be corrected, and shows a new one on a new visit', async () => {
    const token = await tokenOf('/donationpayment');
    const html = await (
      await http.form(
        '/donationpayment',
        { ...validDonation, email: 'not-an-address', [IDEMPOTENCY_FIELD]: token },
        visitor(),
      )
    ).text();
    expect(html).toContain(`name="${IDEMPOTENCY_FIELD}" value="${token}"`);
    expect(await tokenOf('/donationpayment')).not.toBe(token);
  });
});

describe('POST /api/donation/create-order with the form fields and an Idempotency-Key', () => {
  it('makes one donation and answers the same order to three copies sent at once', async () => {
    const message = 'An order asked for three times at once.';
    const headers = { ...visitor(), 'idempotency-key': 'order-asked-three-times' };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        http.json('POST', '/api/donation/create-order', { ...validDonation, message }, headers),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Array<{ reference: string; orderId: string }>;
    expect(new Set(bodies.map((b) => b.reference)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.orderId)).size).toBe(1);
    const rows = await withDb(server, (db) =>
      db.selectFrom('donations').select(['reference', 'gateway_order_id']).where('message', '=', message).execute(),
    );
    expect(rows).toEqual([{ reference: bodies[0]!.reference, gateway_order_id: bodies[0]!.orderId }]);
  });
});

describe('POST /api/bookings with an Idempotency-Key', () => {
  interface Booked {
    reference: string;
    status: string;
    receiptNumber: string | null;
  }
  const book = async (key: string, headers: Record<string, string> = {}) => {
    const body = bookingBody(pujaId, dayAhead(5), { email: `${key}@example.org` });
    const answer = await http.json('POST', '/api/bookings', body, { 'idempotency-key': key, ...headers });
    expect(answer.status).toBe(201);
    return (await answer.json()) as Booked;
  };
  const bookingsFor = (key: string) =>
    withDb(server, (db) => {
      const booked = db.selectFrom('bookings').select(['reference', 'user_id']);
      return booked.where('email', '=', `${key}@example.org`).orderBy('id').execute();
    });

  it('answers a repeat as the booking is now: confirmed by the office, with its receipt number', async () => {
    const first = await book('repeat-after-confirmation', visitor());
    expect(first).toMatchObject({ status: 'pending', receiptNumber: null });
    expect((await http.json('POST', `/api/bookings/${first.reference}/confirm`, {}, bearer(admin))).status).toBe(200);
    const again = await book('repeat-after-confirmation', visitor());
    const receiptNumber = expect.stringMatching(/^PJ\//);
    expect(again).toMatchObject({ reference: first.reference, status: 'confirmed', receiptNumber });
    expect(await bookingsFor('repeat-after-confirmation')).toHaveLength(1);
  });

  it('answers an anonymous repeat with the one booking, as before', async () => {
    const first = await book('anonymous-repeat', visitor());
    const again = await book('anonymous-repeat', visitor());
    expect(again).toEqual(first);
    expect(await bookingsFor('anonymous-repeat')).toHaveLength(1);
  });

  it("never answers another account's booking, nor an account's to an anonymous caller or the reverse", async () => {
    const sita = await createUser(server, { role: 'User' });
    const rama = await createUser(server, { role: 'User' });
    const own = await book('one-key-three-callers', { ...visitor(), ...bearer(sita) });
    const other = await book('one-key-three-callers', { ...visitor(), ...bearer(rama) });
    const anonymous = await book('one-key-three-callers', visitor());
    expect(new Set([own.reference, other.reference, anonymous.reference]).size).toBe(3);
    // Each caller's own repeat is still answered with its own booking.
    expect((await book('one-key-three-callers', { ...visitor(), ...bearer(sita) })).reference).toBe(own.reference);
    expect((await book('one-key-three-callers', visitor())).reference).toBe(anonymous.reference);
    const rows = await bookingsFor('one-key-three-callers');
    expect(rows.map((r) => r.reference)).toEqual([own.reference, other.reference, anonymous.reference]);
    expect(rows.map((r) => r.user_id === null)).toEqual([false, false, true]);
  });

  it("books twice for the form's token sent anonymously and signed in; each repeat goes to its own", async () => {
    const sita = await createUser(server, { role: 'User' });
    const token = await tokenOf('/book/idempotent-homam');
    const fields = {
      date: dayAhead(7),
      attendance: 'on-behalf',
      'devotees.0.name': 'Lakshmi Devi',
      'devotees.0.gotram': 'Bharadwaja',
      'devotees.0.nakshatram': 'Rohini',
      sankalpam: 'For the health of the family',
      name: 'Ravi Kumar',
      email: 'form-token-two-callers@example.org',
      phone: '9848012345',
      terms: 'on',
      [IDEMPOTENCY_FIELD]: token,
    };
    const place = async (headers: Record<string, string>) => {
      const answer = await http.form('/book/idempotent-homam', fields, headers);
      expect(answer.status).toBe(303);
      return answer.headers.get('location');
    };
    const anonymous = await place(visitor());
    const signedIn = await place({ ...visitor(), cookie: sita.cookie });
    expect(signedIn).not.toBe(anonymous);
    expect(await place(visitor())).toBe(anonymous);
    expect(await place({ ...visitor(), cookie: sita.cookie })).toBe(signedIn);
  });
});
