import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealIdentity } from '#src/features/donations/identity.ts';
import { issueCertificates } from '#src/features/donations/tax-forms/certificates.ts';
import { upsertFiling } from '#src/features/donations/tax-forms/repo.ts';
import { settingsSections, type Settings } from '#src/features/settings/sections/index.ts';
import { connect } from '#src/server/db/connect.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { actualTexts, drawnText } from '../support/pdf-text.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { insertGift } from '../support/tax-forms.ts';
import { visibleText } from '../support/visible-text.ts';

/** An English page's text (visibleText leaves out what is marked as the other language). */
const english = (html: string) => visibleText(html, 'te');

/**
 * Forms 10BD and 10BE end to end, on SQLite or (with TEST_DATABASE_URL) PostgreSQL: the check
 * and the file, the acknowledgement, the certificates made and mailed once, the account, the API.
 */
const fy = '2025-26';
const page = `/admin/donations/tax-forms?fy=${fy}`;
let server: RunningServer;
let http: ReturnType<typeof client>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestAccount;
let admin2: TestAccount;
let lakshmi: TestAccount;
let other: TestAccount;
const refs: Record<string, string> = {};

const userId = (account: TestAccount) =>
  withDb(server, async (db) =>
    Number((await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow()).id),
  );
const html = async (path: string, account: TestAccount) => {
  const response = await http.get(path, { cookie: account.cookie });
  return { status: response.status, text: english(await response.text()) };
};
const raw = async (path: string, account: TestAccount) => (await http.get(path, { cookie: account.cookie })).text();
const certificateMails = () =>
  withDb(server, (db) => db.selectFrom('mail_outbox').selectAll().where('subject', 'like', '%10BE%').execute());

beforeAll(async () => {
  smtp = await startSmtp();
  // The in-process issuing below mails through the same test server, never into ./data.
  process.env.SMTP_URL = smtp.url;
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.5' } });
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  admin2 = await createUser(server, { role: 'Admin' });
  lakshmi = await createUser(server, { role: 'User', email: 'lakshmi-10be@example.org' });
  other = await createUser(server, { role: 'User' });
  const lakshmiId = await userId(lakshmi);
  await withDb(server, async (db) => {
    const own = {
      firstName: 'Lakshmi',
      lastName: 'Narayana',
      email: lakshmi.email,
      userId: lakshmiId,
      lang: 'te' as const,
    };
    const pan: ['pan', string] = ['pan', 'ABCDE1234F'];
    const address = '12 Temple Street, Ongole 523002';
    refs.online = await insertGift(db, { ...own, receipt: `${fy}/0001`, identity: pan, address, rupees: 500 });
    refs.counter = await insertGift(db, {
      receipt: `${fy}/0002`,
      firstName: 'Venkata',
      lastName: 'Rao',
      payMode: 'cash',
      rupees: 1000,
      email: 'venkata@example.org',
    });
    refs.upi = await insertGift(db, {
      ...own,
      receipt: `${fy}/0003`,
      identity: pan,
      address,
      payMode: 'upi',
      rupees: 1500.5,
    });
    refs.corpus = await insertGift(db, {
      ...own,
      receipt: `${fy}/0004`,
      identity: pan,
      address,
      payMode: 'cheque',
      donationType: 'corpus',
      rupees: 10000,
    });
    refs.cash = await insertGift(db, {
      ...own,
      receipt: `${fy}/0005`,
      identity: pan,
      address,
      payMode: 'cash',
      rupees: 2000,
    });
    // Not eligible for 80G, and a gift of another year: neither is in the statement.
    await insertGift(db, {
      receipt: `${fy}/0006`,
      firstName: 'Ravi',
      identity: ['pan', 'PQRST6789K'],
      address: 'Guntur',
      rupees: 300,
      eligible: false,
    });
    await insertGift(db, {
      receipt: '2026-27/0001',
      firstName: 'Ravi',
      identity: ['pan', 'PQRST6789K'],
      address: 'Guntur',
      rupees: 700,
    });
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('Form 10BD', () => {
  it('lists every row missing an identity or an address, linked to its donation, in both languages', async () => {
    const en = await raw(page, admin);
    expect(en).toContain(`/admin/donations?from=2025-09-10&amp;to=2025-09-10#donation-${refs.counter}`);
    const text = english(en);
    expect(text).toContain('Venkata Rao · No identity number · No address');
    expect(text).toContain(`Open donation ${refs.counter}`);
    expect(text).not.toContain(`Open donation ${refs.online}`);
    expect(text).toContain('Rows: 4 · Donations: 5');
    // The donations list leads to this check rather than straight to the file.
    expect(await raw('/te/admin/donations', admin)).toContain('action="/te/admin/donations/tax-forms"');
    const te = await raw(`/te${page}`, admin);
    expect(te).toContain(`/te/admin/donations?from=2025-09-10&amp;to=2025-09-10#donation-${refs.counter}`);
    expect(visibleText(te)).toContain('గుర్తింపు సంఖ్య లేదు · చిరునామా లేదు');
  });

  it('refuses the file while a row is incomplete, then gives a row per donor, type and mode', async () => {
    const refused = await http.get(`/api/donation/export?fy=${fy}`, { authorization: `Bearer ${admin.token}` });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('2025-26');
    await withDb(server, (db) =>
      db
        .updateTable('donations')
        .set({ ...sealIdentity('aadhaar', '2345 6789 0124'), address: '4 Bazaar Road, Kurnool' })
        .where('reference', '=', refs.counter!)
        .execute(),
    );
    expect((await html(page, admin)).text).toContain('Every row has an identity number and an address');
    const file = await http.get(`/api/donation/export?fy=${fy}`, { authorization: `Bearer ${admin.token}` });
    expect(file.status).toBe(200);
    const electronic = 'Electronic modes including account payee cheque/draft';
    const lakshmiRow =
      'Permanent Account Number,ABCDE1234F,Section 80G,,,Lakshmi Narayana,"12 Temple Street, Ongole 523002"';
    expect((await file.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Sl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,' +
        'Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,' +
        'Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
      `1,,${lakshmiRow},Others,${electronic},2000.50`,
      '2,,Aadhaar Number,234567890124,Section 80G,,,Venkata Rao,"4 Bazaar Road, Kurnool",Others,Cash,1000.00',
      `3,,${lakshmiRow},Corpus,${electronic},10000.00`,
      `4,,${lakshmiRow},Others,Cash,2000.00`,
      '',
    ]);
  });
});

describe('Form 10BE', () => {
  it('asks for the acknowledgement first, keeps a refused entry with its reason, records the saved one', async () => {
    const early = await http.form(page, { intent: 'certify', fy }, { cookie: admin.cookie });
    expect(early.status).toBe(409);
    expect(english(await early.text())).toContain('Save the Form 10BD acknowledgement of 2025-26 first');

    const wrong = await http.form(
      page,
      { intent: 'filing', fy, acknowledgement: 'abc', filedOn: '2026-05-20' },
      { cookie: admin.cookie },
    );
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('value="abc"');
    expect(english(wrongPage)).toContain('8 to 30 letters or digits');
    const early2 = await http.form(
      page,
      { intent: 'filing', fy, acknowledgement: '123456789012345', filedOn: '2026-03-20' },
      { cookie: admin.cookie },
    );
    expect(early2.status).toBe(400);
    expect(english(await early2.text())).toContain('after the financial year ends');

    const saved = await http.form(
      page,
      { intent: 'filing', fy, acknowledgement: '123456789012345', filedOn: '2026-05-20' },
      { cookie: admin.cookie },
    );
    expect(saved.status).toBe(303);
    const after = await html(saved.headers.get('location')!, admin);
    expect(after.text).toContain('Saved: Form 10BD of 2025-26, acknowledgement 123456789012345, filed on 20/05/2026.');
    const trail = await withDb(server, (db) =>
      db.selectFrom('audit_log').selectAll().where('record_id', '=', `10BD ${fy}`).execute(),
    );
    expect(trail).toHaveLength(1);
    expect(trail[0]!.actor_email).toBe(admin.email);
  });

  it('makes one certificate per donor and mails each exactly once, however many presses arrive at once', async () => {
    const press = (account: TestAccount) => http.form(page, { intent: 'certify', fy }, { cookie: account.cookie });
    const answers = await Promise.all([press(admin), press(admin2), press(admin), press(admin2)]);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303]);
    const certificates = await withDb(server, (db) =>
      db.selectFrom('donation_certificates').selectAll().where('fy', '=', fy).orderBy('certificate_number').execute(),
    );
    expect(certificates.map((c) => [c.certificate_number, c.name, Number(c.amount_paise)])).toEqual([
      ['10BE/2025-26/0001', 'Lakshmi Narayana', 1400050],
      ['10BE/2025-26/0002', 'Venkata Rao', 100000],
    ]);
    expect(await certificateMails()).toHaveLength(2);
    await expect
      .poll(() => smtp.received.filter((m) => m.subject.includes('10BE')).length, { timeout: 10_000 })
      .toBe(2);
    expect((await press(admin)).status).toBe(303);
    expect(await certificateMails()).toHaveLength(2);
    // Each in the language the donor gave in.
    const toLakshmi = smtp.received.find((m) => m.to.includes(lakshmi.email))!;
    expect(toLakshmi.subject).toContain('విరాళం సర్టిఫికెట్');
    expect(smtp.received.find((m) => m.to.includes('venkata@example.org'))!.subject).toContain(
      'Your donation certificate',
    );
    const listed = (await html(`/admin/donations?fy=${fy}`, admin)).text;
    expect(listed).toContain('10BE/2025-26/0002');
    expect(listed).toMatch(/Sent to venkata@example\.org/);
  });

  it("gives the form's fields in the certificate, the donor's identity whole", async () => {
    const [first] = await withDb(server, (db) =>
      db.selectFrom('donation_certificates').select('id').orderBy('certificate_number').execute(),
    );
    const response = await http.get(`/api/account/certificates/${first!.id}`, { cookie: lakshmi.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    const text = [...drawnText(pdf).matchAll(/^(.*) Tj$/gm)].map((m) => m[1]).join('\n');
    for (const field of [
      '10BE/2025-26/0001',
      'Sri Sample Peetam Trust',
      'AAATS0000A',
      '123456789012345',
      '20/05/2026',
      '2025-26',
    ]) {
      expect(text).toContain(field);
    }
    // Lakshmi gave in Telugu: the English beside, and her PAN whole as the form asks.
    expect(actualTexts(pdf).join(' ')).toContain('విరాళం సర్టిఫికెట్');
    for (const english of [
      'Certificate of donation, Form No. 10BE',
      'Permanent Account Number (1): ABCDE1234F',
      'Corpus',
      'Cash',
    ]) {
      expect(text).toContain(english);
    }
  });

  it('shows a donor only their own certificates in the account', async () => {
    const own = (await html('/account', lakshmi)).text;
    expect(own).toContain('Download certificate 10BE/2025-26/0001');
    expect(own).not.toContain('10BE/2025-26/0002');
    expect((await html('/account', other)).text).not.toContain('10BE/');
    const [, second] = await withDb(server, (db) =>
      db.selectFrom('donation_certificates').select('id').orderBy('certificate_number').execute(),
    );
    expect((await http.get(`/api/account/certificates/${second!.id}`, { cookie: lakshmi.cookie })).status).toBe(404);
    expect((await http.get(`/api/account/certificates/${second!.id}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it('answers GET /api/donation/certificates for Admin only, refusing a malformed year', async () => {
    const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.token}` });
    const response = await http.get(`/api/donation/certificates?fy=${fy}`, bearer(admin));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body.map((c) => [c.certificateNumber, c.identity, c.amount, c.acknowledgement, typeof c.mailedAt])).toEqual([
      ['10BE/2025-26/0001', 'XXXXXX234F', 14000.5, '123456789012345', 'string'],
      ['10BE/2025-26/0002', 'XXXX XXXX 0124', 1000, '123456789012345', 'string'],
    ]);
    expect(JSON.stringify(body)).not.toContain('ABCDE1234F');
    for (const bad of ['2025-27', '2025', 'abc'])
      expect((await http.get(`/api/donation/certificates?fy=${bad}`, bearer(admin))).status).toBe(400);
    expect((await http.get(`/api/donation/certificates?fy=${fy}`, bearer(other))).status).toBe(403);
    expect((await http.get(`/api/donation/certificates?fy=${fy}`)).status).toBe(401);
  });

  it('keeps the acknowledgement once certificates quote it', async () => {
    const changed = await http.form(
      page,
      { intent: 'filing', fy, acknowledgement: '999999999999999', filedOn: '2026-05-21' },
      { cookie: admin.cookie },
    );
    expect(changed.status).toBe(409);
    expect(await changed.text()).toContain('value="999999999999999"');
    expect(
      (await withDb(server, (db) => db.selectFrom('donation_filings').selectAll().executeTakeFirstOrThrow()))
        .acknowledgement,
    ).toBe('123456789012345');
  });
});

describe('Form 10BE from two server instances', () => {
  it('makes and mails each certificate once when both press at the same moment', async () => {
    const year = '2024-25';
    await withDb(server, async (db) => {
      for (let i = 1; i <= 6; i++) {
        const identity: ['pan', string] = ['pan', `ABCDE${String(1000 + i)}F`];
        await insertGift(db, {
          receipt: `${year}/${String(i).padStart(4, '0')}`,
          firstName: `Donor ${i}`,
          email: `d${i}@example.org`,
          identity,
          address: 'Ongole',
          rupees: 100 * i,
        });
      }
      await upsertFiling(db, year, '223456789012345', '2025-05-15');
    });
    // Two pools stand for two instances on PostgreSQL; SQLite's synchronous driver shares one.
    const first = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl }).db;
    const second = server.databaseUrl
      ? connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl }).db
      : first;
    const settings = Object.fromEntries(
      Object.entries(settingsSections).map(([name, section]) => [name, section.seed]),
    ) as Settings;
    const actor = { id: null, name: 'Test', email: null };
    try {
      const outcomes = await Promise.all(
        [first, second, first, second].map((db) => issueCertificates(db, year, settings, 60_000, actor)),
      );
      expect(outcomes.reduce((sum, o) => sum + o.made, 0)).toBe(6);
      expect(outcomes.reduce((sum, o) => sum + o.mailed, 0)).toBe(6);
    } finally {
      await first.destroy();
      if (second !== first) await second.destroy();
    }
    const mails = await withDb(server, (db) =>
      db.selectFrom('mail_outbox').select('to_address').where('subject', 'like', `%${year}%`).execute(),
    );
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((d) => `${d}@example.org`),
    );
  });
});
