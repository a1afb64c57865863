import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmDonation } from '#src/features/donations/repo.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';

/**
 * The devotee's account (/account and /api/account): their donations (by account, and by a
 * confirmed address), saved devotees, receipts and password, and never anyone else's.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Peetam <seva@example.org>' } });
  http = client(server.url);
});
afterAll(async () => {
  if (process.env.SHOW_SERVER_OUTPUT) console.log(server?.output());
  await server?.stop();
  await smtp?.stop();
});

/** API clients sign in with a bearer token (a cookie-carrying JSON post from another origin is refused). */
const bearer = (who: TestAccount) => ({ authorization: `Bearer ${who.token}` });
const devotee = { name: 'Annapurna', gotram: 'Bharadwaja', nakshatram: 'Rohini', rasi: 'Vrishabha' };
const account = async (who: TestAccount) => {
  const response = await http.get('/api/account', { cookie: who.cookie });
  expect(response.status).toBe(200);
  return response.json();
};
/** Donates through the form, as the given account (or signed out), and gives the reference. */
const donate = async (fields: Record<string, string>, who?: TestAccount) => {
  const response = await http.form(
    '/donationpayment',
    { ...validDonation, ...fields },
    who ? { cookie: who.cookie } : {},
  );
  expect(response.status).toBe(303);
  return response.headers.get('location')!.split('/').pop()!;
};
const confirmLinkOf = (text: string) => text.match(/https?:\/\/\S+\?confirm=[\w-]+/)?.[0];

describe('the account page', () => {
  it('sends a visitor who is not signed in to sign in first, in their language', async () => {
    const en = await http.get('/account');
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/login?next=%2Faccount');
    const te = await http.get('/te/account');
    expect(te.headers.get('location')).toBe('/te/login?next=%2Faccount');
    expect((await http.get('/api/account')).status).toBe(401);
  });

  it('shows a User and an Admin their own page, linked from the profile popup', async () => {
    for (const role of ['User', 'Admin'] as const) {
      const who = await createUser(server, { role, name: `Sita ${role}` });
      const response = await http.get('/te/account', { cookie: who.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const html = await response.text();
      expect(html).toContain('నా ఖాతా');
      expect(html).toContain(who.email);
      expect(html).toContain('href="/te/account"');
      expect(html).toContain('ఇంకా నిర్ధారణ కాలేదు');
    }
  });
});

describe('saved devotees', () => {
  it('are added, changed and removed through the API, and refused with a message per field', async () => {
    const who = await createUser(server, { role: 'User' });
    const created = await http.json('POST', '/api/account/devotees', devotee, bearer(who));
    expect(created.status).toBe(201);
    const saved = await created.json();
    expect(saved).toMatchObject({ ...devotee, id: expect.any(Number) });

    const bad = await http.json(
      'POST',
      '/api/account/devotees?lang=te',
      { name: 'Ra', gotram: '', nakshatram: 'Pluto' },
      bearer(who),
    );
    expect(bad.status).toBe(400);
    const refusal = await bad.json();
    expect(Object.keys(refusal.fields).sort()).toEqual(['gotram', 'nakshatram', 'name']);
    expect(refusal.fields.nakshatram).toBe('జాబితా నుండి నక్షత్రం ఎంచుకోండి.');

    const changed = await http.json(
      'PUT',
      `/api/account/devotees/${saved.id}`,
      { ...devotee, rasi: '', gotram: 'Kashyapa' },
      bearer(who),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: saved.id, gotram: 'Kashyapa', rasi: null });
    expect((await account(who)).devotees).toEqual([{ ...devotee, id: saved.id, gotram: 'Kashyapa', rasi: null }]);

    expect((await http.json('DELETE', `/api/account/devotees/${saved.id}`, undefined, bearer(who))).status).toBe(200);
    expect((await account(who)).devotees).toEqual([]);
    expect((await http.json('DELETE', `/api/account/devotees/${saved.id}`, undefined, bearer(who))).status).toBe(404);
    expect((await http.json('PUT', '/api/account/devotees/not-a-number', devotee, bearer(who))).status).toBe(404);
  });

  it('work by plain form posts, keeping what was typed when refused, in the page language', async () => {
    const who = await createUser(server, { role: 'User' });
    const refused = await http.form(
      '/te/account',
      { intent: 'add', name: 'Gowri Devi', gotram: 'K', nakshatram: 'Rohini' },
      { cookie: who.cookie },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('value="Gowri Devi"');
    expect(html).toContain('గోత్రం రాయండి');
    expect(html).toMatch(/<option value="Rohini" selected="">రోహిణి<\/option>/);

    const added = await http.form(
      '/te/account',
      { intent: 'add', name: 'Gowri Devi', gotram: 'Kashyapa', nakshatram: 'Rohini', rasi: '' },
      { cookie: who.cookie },
    );
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/te/account?done=added#devotees-answer');
    const [saved] = (await account(who)).devotees;
    expect(saved).toMatchObject({ name: 'Gowri Devi', gotram: 'Kashyapa', nakshatram: 'Rohini', rasi: null });
    const page = await (await http.get('/te/account?done=added', { cookie: who.cookie })).text();
    expect(page).toContain('భక్తుని వివరాలు భద్రపరిచాము.');
    expect(page).toContain('Kashyapa · రోహిణి');

    const edited = await http.form(
      '/account',
      { intent: 'edit', id: String(saved.id), name: 'Gowri', gotram: 'Atreya', nakshatram: 'Ashwini', rasi: 'Mesha' },
      { cookie: who.cookie },
    );
    expect(edited.headers.get('location')).toBe('/account?done=saved#devotees-answer');
    const removed = await http.form('/account', { intent: 'remove', id: String(saved.id) }, { cookie: who.cookie });
    expect(removed.headers.get('location')).toBe('/account?done=removed#devotees-answer');
    expect((await account(who)).devotees).toEqual([]);
  });

  it('are saved once when the same post comes again, and a key never crosses accounts', async () => {
    const [one, two] = [await createUser(server, { role: 'User' }), await createUser(server, { role: 'User' })];
    const key = { 'idempotency-key': `devotee-${Date.now()}` };
    const first = await (await http.json('POST', '/api/account/devotees', devotee, { ...bearer(one), ...key })).json();
    const again = await http.json('POST', '/api/account/devotees', devotee, { ...bearer(one), ...key });
    expect(await again.json()).toEqual(first);
    const other = await (await http.json('POST', '/api/account/devotees', devotee, { ...bearer(two), ...key })).json();
    expect(other.id).not.toBe(first.id);
    expect((await account(one)).devotees).toHaveLength(1);

    const page = await (await http.get('/account', { cookie: two.cookie })).text();
    const token = page.match(/name="idempotencyKey" value="([^"]+)"/)?.[1];
    expect(token).toBeDefined();
    const fields = { intent: 'add', idempotencyKey: token!, name: 'Savitri', gotram: 'Atreya', nakshatram: 'Ashwini' };
    for (let i = 0; i < 2; i++) expect((await http.form('/account', fields, { cookie: two.cookie })).status).toBe(303);
    expect((await account(two)).devotees.map((d: { name: string }) => d.name)).toEqual(['Annapurna', 'Savitri']);
  });

  const offeredInTheDonationForm =
    'are offered in the donation form to a signed-in donor only, and fill a family row without JavaScript';
  it(offeredInTheDonationForm, async () => {
    const who = await createUser(server, { role: 'User' });
    const saved = await (await http.json('POST', '/api/account/devotees', devotee, bearer(who))).json();
    const signedIn = await (await http.get('/donationpayment', { cookie: who.cookie })).text();
    expect(signedIn).toContain('name="savedDevotee"');
    expect(signedIn).toContain('Annapurna (Bharadwaja)');
    const visitor = await (await http.get('/donationpayment')).text();
    expect(visitor).not.toContain('name="savedDevotee"');

    const picked = await http.form(
      '/donationpayment',
      {
        ...validDonation,
        'family.0.relation': '',
        'family.0.name': '',
        intent: 'addSaved',
        savedDevotee: String(saved.id),
      },
      { cookie: who.cookie },
    );
    expect(picked.status).toBe(200);
    expect(await picked.text()).toMatch(/name="family\.0\.name"[^>]*value="Annapurna"/);
    // A visitor's pick adds nothing and stores no donation.
    const stranger = await http.form('/donationpayment', {
      ...validDonation,
      'family.0.relation': '',
      'family.0.name': '',
      intent: 'addSaved',
      savedDevotee: String(saved.id),
    });
    expect(stranger.status).toBe(200);
    expect(await stranger.text()).not.toContain('value="Annapurna"');
  });
});

describe('one account never sees another’s records', () => {
  it('keeps donations, devotees and receipts to their own account', async () => {
    const asha = await createUser(server, { role: 'User', name: 'Asha' });
    const ravi = await createUser(server, { role: 'User', name: 'Ravi' });
    const ashaDevotee = await (await http.json('POST', '/api/account/devotees', devotee, bearer(asha))).json();
    const reference = await donate({ email: asha.email }, asha);
    await withDb(server, (db) => confirmDonation(db, reference, { status: 'received' }));

    const mine = await account(asha);
    expect(mine.donations.map((d: { reference: string }) => d.reference)).toEqual([reference]);
    expect(mine.donations[0]).toMatchObject({ status: 'received', receiptUrl: `/api/account/receipts/${reference}` });
    const theirs = await account(ravi);
    expect(theirs.donations).toEqual([]);
    expect(theirs.devotees).toEqual([]);
    expect((await http.get('/account', { cookie: ravi.cookie }).then((r) => r.text())).includes(reference)).toBe(false);

    const pdf = await http.get(`/api/account/receipts/${reference}`, { cookie: asha.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await http.get(`/api/account/receipts/${reference}`, { cookie: ravi.cookie })).status).toBe(404);
    expect((await http.get(`/api/account/receipts/${reference}`)).status).toBe(401);

    expect(
      (
        await http.json(
          'PUT',
          `/api/account/devotees/${ashaDevotee.id}`,
          { ...devotee, name: 'Taken Over' },
          bearer(ravi),
        )
      ).status,
    ).toBe(404);
    expect((await http.json('DELETE', `/api/account/devotees/${ashaDevotee.id}`, undefined, bearer(ravi))).status).toBe(
      404,
    );
    const removeByForm = await http.form(
      '/account',
      { intent: 'remove', id: String(ashaDevotee.id) },
      { cookie: ravi.cookie },
    );
    expect(removeByForm.status).toBe(404);
    expect((await account(asha)).devotees).toEqual([ashaDevotee]);
  });

  it('shows donations made signed out with the address only once the address is confirmed by its link', async () => {
    const gita = await createUser(server, { role: 'User', name: 'Gita' });
    const other = await createUser(server, { role: 'User' });
    const signedOut = await donate({ email: gita.email });
    // Someone else's donation that names Gita's address while signed in stays theirs.
    await donate({ email: gita.email }, other);
    expect((await account(gita)).donations).toEqual([]);

    const before = smtp.received.length;
    const sent = await http.form('/te/account', { intent: 'confirm' }, { cookie: gita.cookie });
    expect(sent.headers.get('location')).toBe('/te/account?done=sent#profile-answer');
    const mail = await smtp.nextFor(gita.email, before);
    expect(mail.subject).toBe('మీ ఈమెయిల్ చిరునామా నిర్ధారించండి');
    const link = confirmLinkOf(mail.text)!;
    expect(link.startsWith(`${server.url}/te/account?confirm=`)).toBe(true);
    const path = link.slice(server.url.length);

    // The link does nothing for another account, or for a visitor (who is asked to sign in).
    expect((await http.get(path, { cookie: other.cookie })).status).toBe(400);
    expect((await http.get(path)).headers.get('location')).toBe(
      `/te/login?next=${encodeURIComponent(path.replace('/te', ''))}`,
    );

    const confirmed = await http.get(path, { cookie: gita.cookie });
    expect(confirmed.headers.get('location')).toBe('/te/account?done=confirmed#profile-answer');
    const now = await account(gita);
    expect(now.profile.emailConfirmed).toBe(true);
    expect(now.donations.map((d: { reference: string }) => d.reference)).toEqual([signedOut]);
    expect((await http.get(`/api/account/receipts/${signedOut}`, { cookie: gita.cookie })).status).toBe(409);
    // Used once.
    expect((await http.get(path, { cookie: gita.cookie })).headers.get('location')).toBe(
      '/te/account?done=confirmed#profile-answer',
    );
  });

  it('mails the first link when the account is made, in the sign-up page’s language', async () => {
    const before = smtp.received.length;
    const email = `new-${Date.now()}@example.org`;
    const signup = await http.form('/te/signup', { role: 'User', name: 'Kamala', email, password: 'kamala-secret' });
    expect(signup.status).toBe(303);
    const mail = await smtp.nextFor(email, before);
    expect(mail.subject).toBe('మీ ఈమెయిల్ చిరునామా నిర్ధారించండి');
    expect(confirmLinkOf(mail.text)).toMatch(/\/te\/account\?confirm=/);
  });

  it('mails at most the hour’s confirmation links to one account', async () => {
    const who = await createUser(server, { role: 'User' });
    for (let i = 0; i < limits.emailConfirmations.max; i++) {
      expect((await http.json('POST', '/api/account/confirm-email', {}, bearer(who))).status).toBe(202);
    }
    const refused = await http.json('POST', '/api/account/confirm-email', {}, bearer(who));
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toContain(`at most ${limits.emailConfirmations.max}`);
    const page = await http.form('/account', { intent: 'confirm' }, { cookie: who.cookie });
    expect(page.status).toBe(429);
  });
});

describe('the password change', () => {
  const changesThePassword =
    'needs the current password and the new one twice, ends the other sessions and is in the audit trail';
  it(changesThePassword, async () => {
    const who = await createUser(server, { role: 'User', password: 'old-secret' });
    const otherDevice = await http.json('POST', '/api/user/login', { email: who.email, password: 'old-secret' });
    const otherToken = (await otherDevice.json()).token as string;

    const wrong = await http.json(
      'POST',
      '/api/account/password',
      { current: 'not-it', password: 'new-secret', confirm: 'new-secret' },
      bearer(who),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ current: 'Your current password is not correct.' });
    const mismatch = await http.form(
      '/te/account',
      { intent: 'password', current: 'old-secret', password: 'new-secret', confirm: 'new-secrets' },
      { cookie: who.cookie },
    );
    expect(mismatch.status).toBe(400);
    const html = await mismatch.text();
    expect(html).toContain('రెండు కొత్త పాస్‌వర్డ్‌లు ఒకటిగా లేవు');
    expect(html).not.toContain('value="old-secret"');
    const short = await http.json(
      'POST',
      '/api/account/password',
      { current: 'old-secret', password: 'abc', confirm: 'abc' },
      bearer(who),
    );
    expect(short.status).toBe(400);

    const changed = await http.form(
      '/account',
      { intent: 'password', current: 'old-secret', password: 'new-secret', confirm: 'new-secret' },
      { cookie: who.cookie },
    );
    expect(changed.headers.get('location')).toBe('/account?done=password#password-answer');
    expect((await http.get('/api/user/me', { cookie: who.cookie })).status).toBe(200);
    expect((await http.get('/api/user/me', { authorization: `Bearer ${otherToken}` })).status).toBe(401);
    expect((await http.json('POST', '/api/user/login', { email: who.email, password: 'new-secret' })).status).toBe(200);

    const entries = await withDb(server, (db) =>
      db.selectFrom('audit_log').selectAll().where('record_label', '=', who.email).execute(),
    );
    expect(entries.map((e) => e.action)).toEqual(['change_password']);
    expect(JSON.stringify(entries[0])).not.toContain('new-secret');
  });
});

describe("the account's bookings", () => {
  const listsTheBookings =
    'lists a puja booked while signed in, on the page and in GET /api/account, and not for another account';
  it(listsTheBookings, async () => {
    const owner = await createUser(server, { role: 'User' });
    const other = await createUser(server, { role: 'User' });
    const admin = await createUser(server, { role: 'Admin' });
    const created = await http.json('POST', '/api/pujas', testPuja('account-homam'), bearer(admin));
    expect(created.status).toBe(201);
    const puja = (await created.json()) as { id: number };
    const booked = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(puja.id, dayAhead(3), { email: owner.email }),
      bearer(owner),
    );
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };

    const mine = (await account(owner)) as { bookings: Array<{ reference: string; status: string }> };
    expect(mine.bookings.map((b) => [b.reference, b.status])).toEqual([[reference, 'pending']]);
    const page = await (await http.get('/te/account', { cookie: owner.cookie })).text();
    expect(page).toContain('id="bookings"');
    expect(page).toContain(`href="/te/booking/${reference}"`);
    expect(page).toContain('పరీక్ష హోమం');
    expect(((await account(other)) as { bookings: unknown[] }).bookings).toEqual([]);
  });
});
