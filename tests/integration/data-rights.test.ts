import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymisePass } from '#src/features/data-rights/anonymise.ts';
import { confirmDonation } from '#src/features/donations/repo.ts';
import { privacySeed } from '#src/features/settings/sections/privacy.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { settingsScreen } from '../support/settings.ts';
import { visibleText } from '../support/visible-text.ts';

/** What an English page shows (its Telugu parts, such as the language button, left out). */
const shown = (html: string) => visibleText(html, 'te');

/**
 * Devotees' data rights: the notice beside each form, the consent and its notice version kept
 * with the record, the export, the erasure (what goes, what stays), the keeping periods' job and
 * the office's list of requests, on whichever engine TEST_DATABASE_URL names.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let pujaId: number;
beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  const created = await http.json('POST', '/api/pujas', testPuja('data-rights-homam'), {
    authorization: `Bearer ${admin.token}`,
  });
  pujaId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => {
  if (process.env.SHOW_SERVER_OUTPUT) console.log(server?.output());
  await server?.stop();
});

const bearer = (who: TestAccount) => ({ authorization: `Bearer ${who.token}` });
const consentsOf = (ref: string) =>
  withDb(server, (db) => db.selectFrom('consents').selectAll().where('record_ref', '=', ref).execute());
const confirmEmail = (who: TestAccount) =>
  withDb(server, async (db) => {
    const user = await db.selectFrom('users').select('id').where('email', '=', who.email).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('email_confirmations')
      .values({
        user_id: user.id,
        email: who.email,
        token_hash: null,
        sent_at: now,
        expires_at: now,
        confirmed_at: now,
      })
      .execute();
    return Number(user.id);
  });
const donate = async (fields: Record<string, string>, who?: TestAccount) => {
  const response = await http.form(
    '/donationpayment',
    { ...validDonation, ...fields },
    who ? { cookie: who.cookie } : {},
  );
  expect(response.status).toBe(303);
  return response.headers.get('location')!.split('/').pop()!;
};

describe('the notice beside each form', () => {
  it('itemises what, why, how long, the rights and the grievance officer, in the page language', async () => {
    const pages = {
      '/donationpayment': 'donation',
      '/signup': 'signup',
      '/contactus': 'contact',
      '/contact': 'contact',
      '/booking': 'findBooking',
    };
    for (const [path, form] of Object.entries(pages)) {
      const html = await (await http.get(path)).text();
      expect(html, path).toContain(`data-notice="${form}"`);
      expect(html, path).toContain(privacySeed.grievanceEmail);
      expect(html, path).toContain('href="/privacy&amp;policy"');
    }
    const book = await (await http.get('/book/data-rights-homam')).text();
    expect(book).toContain('data-notice="booking"');
    expect(book).toContain('data-notice="waitlist"');
    const te = visibleText(await (await http.get('/te/donationpayment')).text());
    expect(te).toContain('మీరు ఇక్కడ ఇచ్చే వివరాలను ఎలా వాడుతామో');
    expect(te).toContain('ఆర్థిక సంవత్సరం ముగిసిన తర్వాత 10 సంవత్సరాలు');
    expect(te).toContain(privacySeed.grievanceName.te);
    const en = shown(await (await http.get('/donationpayment')).text());
    expect(en).toContain('(notice version 1)');
  });
});

describe('consent and its notice version', () => {
  it('is recorded with a sign-up, a donation and a booking, with the version in force or the one sent', async () => {
    const signup = await http.form('/signup', {
      role: 'User',
      name: 'Gowri',
      email: 'gowri@example.org',
      password: 'secret-123',
    });
    expect(signup.status).toBe(303);
    const userId = await withDb(server, async (db) =>
      Number(
        (await db.selectFrom('users').select('id').where('email', '=', 'gowri@example.org').executeTakeFirstOrThrow())
          .id,
      ),
    );
    expect(await consentsOf(String(userId))).toMatchObject([
      { purpose: 'account', user_id: userId, notice_version: 1, withdrawn_at: null },
    ]);

    const settings = settingsScreen(server.url, admin);
    const saved = await settings.post('privacy', {
      'grievanceName.en': 'Sri Rama Rao',
      'grievanceName.te': 'శ్రీ రామారావు',
      grievanceEmail: 'grievance@example.org',
      grievancePhone: '+91 98480 12345',
      noticeVersion: '2',
      answerDays: '30',
      inquiryMonths: '24',
      bookingDetailsDays: '365',
    });
    expect(saved.status).toBe(303);
    expect(await (await http.get('/donationpayment')).text()).toContain('(notice version 2)');
    const reference = await donate({ email: 'giver@example.org' });
    expect(await consentsOf(reference)).toMatchObject([
      { purpose: 'donation', email: 'giver@example.org', notice_version: 2 },
    ]);

    const booked = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(pujaId, dayAhead(6), { email: 'booker@example.org', noticeVersion: 1 }),
    );
    expect(booked.status).toBe(201);
    const { reference: bookingRef } = (await booked.json()) as { reference: string };
    expect(await consentsOf(bookingRef)).toMatchObject([{ purpose: 'booking', notice_version: 1 }]);

    const refused = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(pujaId, dayAhead(6), { email: 'booker2@example.org', noticeVersion: 'one' }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.noticeVersion).toBe(
      'The notice version must be a whole number, such as 1.',
    );
  });
});

describe('download my data', () => {
  const holdsEverything =
    'holds profile, devotees, donations, bookings, consents, requests and audit entries, no identity in clear';
  it(holdsEverything, async () => {
    const asha = await createUser(server, { role: 'User', name: 'Asha', email: 'asha-export@example.org' });
    await confirmEmail(asha);
    await http.json(
      'POST',
      '/api/account/devotees',
      { name: 'Annapurna', gotram: 'Bharadwaja', nakshatram: 'Rohini' },
      bearer(asha),
    );
    const reference = await donate(
      { email: asha.email, preset: '', amount: '60000', pan: 'ABCDE1234F', address: '12 Temple Street, Ongole' },
      asha,
    );
    await withDb(server, (db) =>
      db
        .updateTable('donations')
        .set({ identity_type: 'pan', identity_sealed: 'sealed-secret-text', identity_hint: '234F' })
        .where('reference', '=', reference)
        .execute(),
    );
    await http.json('POST', '/api/bookings', bookingBody(pujaId, dayAhead(7), { email: asha.email }), {
      ...bearer(asha),
    });
    expect(
      (
        await http.json(
          'POST',
          '/api/account/correction',
          { whatWrong: 'My name is spelt Aasha', shouldBe: 'Asha' },
          bearer(asha),
        )
      ).status,
    ).toBe(201);

    const response = await http.get('/api/account/export', { cookie: asha.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ name: 'Asha', email: asha.email });
    expect(data.savedDevotees).toMatchObject([{ name: 'Annapurna', gotram: 'Bharadwaja' }]);
    expect(data.donations).toMatchObject([
      { reference, pan: null, identity: 'XXXXXX234F', address: '12 Temple Street, Ongole' },
    ]);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0].devotees[0]).toMatchObject({ gotram: expect.any(String) });
    expect(data.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual(['booking', 'donation']);
    expect(data.requests).toMatchObject([{ kind: 'correction', what_wrong: 'My name is spelt Aasha', status: 'open' }]);
    expect(data.auditEntries.map((a: { action: string }) => a.action)).toContain('request_correction');
    for (const secret of ['ABCDE1234F', 'sealed-secret-text', 'password_hash', 'key_hash', 'token'])
      expect(text).not.toContain(secret);
    expect((await http.get('/api/account/export')).status).toBe(401);
  });
});

describe('erase my account', () => {
  it('asks for the password again and changes nothing when it is wrong', async () => {
    const ravi = await createUser(server, { role: 'User', email: 'ravi-erase@example.org' });
    const page = await http.form('/account/data', { intent: 'erase-ask' }, { cookie: ravi.cookie });
    expect(page.status).toBe(200);
    expect(shown(await page.text())).toContain('Enter your password to confirm.');
    const wrong = await http.form('/account/data', { intent: 'erase', password: 'not-it' }, { cookie: ravi.cookie });
    expect(wrong.status).toBe(400);
    expect(shown(await wrong.text())).toContain('Your current password is not correct.');
    expect((await http.get('/api/account', { cookie: ravi.cookie })).status).toBe(200);
    const api = await http.json('POST', '/api/account/erase', { password: '' }, bearer(ravi));
    expect(api.status).toBe(400);
  });

  it('erases the account, its sessions and devotees at once, and keeps the receipt unlinked', async () => {
    const sita = await createUser(server, { role: 'User', name: 'Sita', email: 'sita-erase@example.org' });
    const userId = await confirmEmail(sita);
    await http.json(
      'POST',
      '/api/account/devotees',
      { name: 'Ravi', gotram: 'Kashyapa', nakshatram: 'Chitra' },
      bearer(sita),
    );
    const receipted = await donate({ email: sita.email }, sita);
    await withDb(server, (db) => confirmDonation(db, receipted, { status: 'received' }));
    const unpaid = await donate({ email: sita.email }, sita);
    await http.form('/contactus', {
      firstName: 'Sita',
      lastName: 'Devi',
      email: sita.email,
      phone: '9848012345',
      message: 'Namaskaram, a question about the homam.',
    });
    const booked = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(pujaId, dayAhead(8), { email: sita.email }),
      bearer(sita),
    );
    const { reference: booking } = (await booked.json()) as { reference: string };
    await withDb(server, (db) =>
      db.updateTable('bookings').set({ status: 'cancelled' }).where('reference', '=', booking).execute(),
    );

    // Two erasures at once: one erases, the other finds no account; nothing is half done.
    const [a, b] = await Promise.all([
      http.json('POST', '/api/account/erase', { password: sita.password }, bearer(sita)),
      http.json('POST', '/api/account/erase', { password: sita.password }, bearer(sita)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);

    expect((await http.get('/api/account', { cookie: sita.cookie })).status).toBe(401);
    const rows = await withDb(server, async (db) => ({
      user: await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
      sessions: await db.selectFrom('sessions').select('user_id').where('user_id', '=', userId).execute(),
      devotees: await db.selectFrom('saved_devotees').select('id').where('user_id', '=', userId).execute(),
      inquiries: await db.selectFrom('contact_inquiries').select('id').where('email', '=', sita.email).execute(),
      donations: await db
        .selectFrom('donations')
        .selectAll()
        .where('reference', 'in', [receipted, unpaid])
        .orderBy('id')
        .execute(),
      booking: await db.selectFrom('bookings').selectAll().where('reference', '=', booking).executeTakeFirstOrThrow(),
      consents: await db
        .selectFrom('consents')
        .selectAll()
        .where('record_ref', 'in', [receipted, unpaid, booking])
        .execute(),
      erasure: await db
        .selectFrom('data_requests')
        .selectAll()
        .where('kind', '=', 'erasure')
        .where('requester', '=', 's...@example.org')
        .execute(),
      audit: await db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'erase_account')
        .where('record_id', '=', String(userId))
        .execute(),
    }));
    expect(rows.user).toBeUndefined();
    expect(rows.sessions).toEqual([]);
    expect(rows.devotees).toEqual([]);
    expect(rows.inquiries).toEqual([]);
    const [kept, gone] = rows.donations;
    expect(kept).toMatchObject({
      reference: receipted,
      user_id: null,
      first_name: 'Lakshmi',
      email: sita.email,
      amount_paise: 50_000,
      anonymised_at: null,
    });
    expect(kept!.receipt_number).toMatch(/^\d{4}-\d{2}\/\d{4}$/);
    expect(gone).toMatchObject({ reference: unpaid, user_id: null, first_name: '', email: '', family: '[]' });
    expect(rows.booking).toMatchObject({ user_id: null, devotees: '[]', sankalpam: '', phone: '', prasadam: null });
    expect(rows.consents.every((c) => c.user_id === null && c.withdrawn_at !== null)).toBe(true);
    expect(rows.erasure).toHaveLength(1);
    expect(rows.audit).toHaveLength(1);
    expect(rows.audit[0]).toMatchObject({ actor_name: 's...@example.org', actor_email: null });
  });

  it('withdraws consent as easily as it was given, and refuses to erase an administrator', async () => {
    const lata = await createUser(server, { role: 'User', email: 'lata-withdraw@example.org' });
    const booked = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(pujaId, dayAhead(9), { email: lata.email }),
      bearer(lata),
    );
    const { reference } = (await booked.json()) as { reference: string };
    const withdrawn = await http.form('/account/data', { intent: 'withdraw' }, { cookie: lata.cookie });
    expect(withdrawn.status).toBe(303);
    expect(shown(await (await http.get(withdrawn.headers.get('location')!, { cookie: lata.cookie })).text())).toContain(
      'Your consent is withdrawn.',
    );
    const [consent] = await consentsOf(reference);
    expect(consent!.withdrawn_at).not.toBeNull();
    expect(shown(await (await http.get('/account/data', { cookie: lata.cookie })).text())).toContain(
      'You have no consent in force.',
    );
    const audit = await withDb(server, (db) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'withdraw_consent')
        .where('actor_name', '=', 'l...@example.org')
        .execute(),
    );
    expect(audit).toHaveLength(1);

    const refused = await http.json('POST', '/api/account/erase', { password: admin.password }, bearer(admin));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('ask another administrator');
  });

  it('erases from the page too, without JavaScript, and says what stays', async () => {
    const gita = await createUser(server, { role: 'User', email: 'gita-erase@example.org' });
    const response = await http.form(
      '/te/account/data',
      { intent: 'erase', password: gita.password },
      { cookie: gita.cookie },
    );
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain('మీ ఖాతా తొలగించాము.');
    expect((await http.get('/te/account/data', { cookie: gita.cookie })).status).toBe(302);
  });
});

describe('the keeping periods', () => {
  it('makes receipts anonymous once the tax period after their financial year is over, and not before', async () => {
    const reference = await donate({ email: 'kept@example.org', firstName: 'Kamala' });
    await withDb(server, (db) => confirmDonation(db, reference, { status: 'received' }));
    const row = () =>
      withDb(server, (db) =>
        db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow(),
      );
    const paid = new Date((await row()).paid_at!);
    const fyStart = paid.getUTCMonth() >= 3 ? paid.getUTCFullYear() : paid.getUTCFullYear() - 1;
    // The last day of the tenth year after the financial year ends: still kept.
    const lastKept = new Date(Date.UTC(fyStart + 11, 2, 31, 12));
    await withDb(server, (db) => anonymisePass(db, lastKept));
    expect(await row()).toMatchObject({ first_name: 'Kamala', email: 'kept@example.org', anonymised_at: null });
    const after = new Date(Date.UTC(fyStart + 11, 3, 1, 12));
    const counts = await withDb(server, (db) => anonymisePass(db, after));
    expect(counts.donations).toBeGreaterThan(0);
    expect(await row()).toMatchObject({
      first_name: '',
      last_name: '',
      email: '',
      family: '[]',
      message: '',
      anonymised_at: after.toISOString(),
    });
    // The money stays in the accounts: amount, receipt number, dates.
    expect(await row()).toMatchObject({ amount_paise: 50_000, receipt_number: expect.stringMatching(/\//) });
    const audit = await withDb(server, (db) =>
      db.selectFrom('audit_log').selectAll().where('action', '=', 'anonymise').execute(),
    );
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('the office’s data requests', () => {
  it('lists corrections with their due dates, marks them done once with a note, audited', async () => {
    const uma = await createUser(server, { role: 'User', name: 'Uma', email: 'uma-correct@example.org' });
    const sent = await http.form(
      '/account/data',
      { intent: 'correct', whatWrong: 'Gotram misspelt', shouldBe: 'Bharadwaja' },
      { cookie: uma.cookie },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/^\/account\/data\?done=correction&due=\d{4}-\d{2}-\d{2}#correct$/);
    const refused = await http.form(
      '/account/data',
      { intent: 'correct', whatWrong: '', shouldBe: 'Bharadwaja' },
      { cookie: uma.cookie },
    );
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(shown(refusedHtml)).toContain('Please say what is wrong, in a few words.');
    // The form keeps what was typed.
    expect(refusedHtml).toContain('>Bharadwaja</textarea>');

    const list = await http.get('/api/admin/data-requests', bearer(admin));
    const { requests } = (await list.json()) as {
      requests: Array<{ id: number; requester: string; due_at: string; created_at: string; status: string }>;
    };
    const mine = requests.find((r) => r.requester.includes('uma-correct@example.org'))!;
    expect(mine.status).toBe('open');
    // The privacy settings above set 30 days to answer.
    expect(Date.parse(mine.due_at) - Date.parse(mine.created_at)).toBe(30 * 86_400_000);
    const page = shown(await (await http.get('/admin/data-requests', { cookie: admin.cookie })).text());
    expect(page).toContain('Correction: Uma <uma-correct@example.org>');
    expect(page).toContain('Gotram misspelt');

    const empty = await http.form('/admin/data-requests', { id: String(mine.id), note: '' }, { cookie: admin.cookie });
    expect(empty.status).toBe(400);
    expect(shown(await empty.text())).toContain('Please write what was done, in a few words.');
    const [one, two] = await Promise.all([
      http.form(
        '/admin/data-requests',
        { id: String(mine.id), note: 'Corrected the gotram.' },
        { cookie: admin.cookie },
      ),
      http.json('POST', `/api/admin/data-requests/${mine.id}/done`, { note: 'Corrected it again.' }, bearer(admin)),
    ]);
    // Whichever came first marked it; the other was told it is done already.
    expect([
      [303, 409],
      [409, 200],
    ]).toContainEqual([one.status, two.status]);
    const audit = await withDb(server, (db) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'mark_done')
        .where('record_id', '=', String(mine.id))
        .execute(),
    );
    expect(audit).toHaveLength(1);
    const own = shown(await (await http.get('/account/data', { cookie: uma.cookie })).text());
    expect(own).toContain(': done');
  });

  it('is for administrators only', async () => {
    const user = await createUser(server, { role: 'User' });
    const page = await http.get('/admin/data-requests', { cookie: user.cookie });
    expect(page.status).toBe(302);
    expect((await http.get('/admin/data-requests')).headers.get('location')).toMatch(/^\/login\?next=/);
    expect((await http.get('/api/admin/data-requests', bearer(user))).status).toBe(403);
    expect((await http.json('POST', '/api/admin/data-requests/1/done', { note: 'x done' }, bearer(user))).status).toBe(
      403,
    );
    expect(
      (await http.form('/admin/data-requests', { id: '1', note: 'done it' }, { cookie: user.cookie })).status,
    ).toBe(302);
    expect((await http.get('/api/admin/data-requests')).status).toBe(401);
  });
});
