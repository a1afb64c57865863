import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealClearPans } from '#src/features/donations/seal-old.ts';
import { statementCsv, yearStatement } from '#src/features/donations/statement.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { writeSection } from '#src/features/settings/repo.ts';
import { bumpContentVersion } from '#src/server/page-cache/version.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { parseCsv } from '../support/csv.ts';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { client } from '../support/http.ts';
import { mailText } from '../support/mail-text.ts';
import { pdfTags } from '../support/pdf-text.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { settingsScreen } from '../support/settings.ts';
import { startSmtp } from '../support/smtp.ts';
import { visibleText } from '../support/visible-text.ts';

/** An English page's text (visibleText leaves out what is marked as the other language). */
const english = (html: string) => visibleText(html, 'te');

/**
 * 80G belongs to a cause: the office sets each cause's terms and the tax settings, a donor gives
 * an identity that is stored sealed and shown masked, and the receipt carries the 80G lines only
 * for a cause that qualifies.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let donor: TestAccount;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

const aadhaar = '234567890124';
const lawEn = 'section 80G of the Income-tax Act, 1961 (section 133 of the Income-tax Act, 2025)';

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.5', TRUSTED_PROXIES: '127.0.0.1,::1' },
  });
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  donor = await createUser(server, { role: 'User' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const rowOf = (reference: string) =>
  withDb(server, (db) =>
    db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow(),
  );

/** The receipt PDF attached to a mail, as a screen reader reads it. */
async function attachedReading(raw: string): Promise<string[]> {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  return (await pdfTags(Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64'))).reading;
}

/** A donation through the form without JavaScript, then marked received: its receipt mail as the donor reads it. */
async function giveAndReceipt(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await http.form('/donationpayment', { ...validDonation, ...fields }, headers);
  expect(response.status).toBe(303);
  const reference = response.headers.get('location')!.split('/').pop()!;
  const before = smtp.received.length;
  expect(
    (await http.form('/admin/donations', { intent: 'received', reference }, { cookie: admin.cookie })).status,
  ).toBe(303);
  const mail = await smtp.nextFor(fields.email ?? validDonation.email, before);
  return { reference, mail: mailText(mail), pdf: await attachedReading(mail.raw) };
}

describe('the tax settings', () => {
  it('are a section of the settings screen that says the accountant confirms them, in both languages', async () => {
    const screen = settingsScreen(server.url, admin);
    const en = english((await screen.open()).html);
    expect(en).toContain('Income-tax rules');
    expect(en).toContain("These follow the income-tax law as the trust's chartered accountant confirms it.");
    const te = visibleText((await screen.open('te')).html);
    expect(te).toContain('ఆదాయపు పన్ను నియమాలు');
    expect(te).toContain('ట్రస్టు ఛార్టర్డ్ అకౌంటెంట్ నిర్ధారించిన ప్రకారం');
  });

  it('refuse a day that is not a date, keeping what was typed, and save good values', async () => {
    const screen = settingsScreen(server.url, admin);
    const fields = {
      'deductionLaw.en': lawEn,
      'deductionLaw.te': 'ఆదాయపు పన్ను చట్టం, 1961 లోని సెక్షన్ 80G',
      registration80GFrom: '2026-04-01',
      registration80GUntil: '31.03.2031',
      form10BDSection: 'Section 80G',
      cashDeductionMaxRupees: '2,000',
      cashRefuseFromRupees: '2,00,000',
      'cashLaw.en': 'section 269ST of the Income-tax Act, 1961',
      'cashLaw.te': 'ఆదాయపు పన్ను చట్టం, 1961 లోని సెక్షన్ 269ST',
      taxRecordsYears: '10',
    };
    const words = await screen.post('tax', {
      ...fields,
      registration80GUntil: '2031-03-31',
      cashDeductionMaxRupees: 'two thousand',
    });
    expect(words.status).toBe(400);
    expect(words.html).toContain('Enter whole rupees in digits, like 2,000 or 2,00,000');
    const bad = await screen.post('tax', fields);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Write the day as a date, like 2026-04-01, or leave it blank.');
    expect(bad.html).toContain('value="31.03.2031"');
    expect(bad.html).toContain(`value="${lawEn}"`);
    const saved = await screen.post('tax', { ...fields, registration80GUntil: '2031-03-31' });
    expect(saved.status).toBe(303);
    expect(english((await screen.open('en', '?saved=tax')).html)).toContain('Income-tax rules saved.');
  });
});

describe('a donation to a cause that qualifies for 80G', () => {
  beforeAll(async () => {
    // The trust's registration number: without it no receipt mentions 80G at all.
    await withDb(server, async (db) => {
      const { settings } = await loadSettings(db);
      await writeSection(db, 'payment', { ...settings.payment, registration80G: 'AAATS0000AF20214' });
      await bumpContentVersion(db);
    });
  });

  it('stores the Aadhaar sealed, shows it masked in the admin list, the API and the account', async () => {
    const fields = {
      preset: '5000',
      identityType: 'aadhaar',
      identity: '2345 6789 0124',
      email: donor.email,
      cause: 'annadanam',
    };
    const response = await http.form(
      '/donationpayment',
      { ...validDonation, ...fields },
      { cookie: donor.cookie, origin: server.url },
    );
    expect(response.status).toBe(303);
    const reference = response.headers.get('location')!.split('/').pop()!;
    const row = await rowOf(reference);
    expect(row).toMatchObject({ pan: null, identity_type: 'aadhaar', identity_hint: '0124', donation_type: 'others' });
    expect(Number(row.eligible_80g)).toBe(1);
    expect(row.identity_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(aadhaar);

    const list = await (await http.get('/admin/donations', { cookie: admin.cookie })).text();
    expect(list).toContain('XXXX XXXX 0124');
    expect(list).not.toContain(aadhaar);
    const api = await (await http.get('/api/donation', { authorization: `Bearer ${admin.token}` })).json();
    expect(api.find((d: { reference: string }) => d.reference === reference)).toMatchObject({
      identity: { type: 'aadhaar', masked: 'XXXX XXXX 0124' },
      eligible80G: true,
    });
    const account = english(await (await http.get('/account', { cookie: donor.cookie })).text());
    expect(account).toContain('Aadhaar number XXXX XXXX 0124');
    expect(account).not.toContain(aadhaar);
  });

  const receiptWith80G =
    "gets a receipt with the trust's 80G registration, its validity and the law's name from the settings";
  it(receiptWith80G, async () => {
    const gift = {
      preset: '2000',
      identityType: 'aadhaar',
      identity: aadhaar,
      cause: 'orphans',
      email: 'orphans@example.org',
    };
    const { mail, pdf } = await giveAndReceipt(gift);
    expect(pdf).toContain(`Document/P: This donation qualifies for deduction under ${lawEn}.`);
    expect(pdf).toContain('Document/Table/TR/TD: XXXX XXXX 0124');
    expect(mail).toContain('Donor Aadhaar: XXXX XXXX 0124');
    expect(mail).not.toContain(aadhaar);
    expect(mail).toContain('Trust PAN: AAATS0000A');
    expect(mail).toContain('80G registration: AAATS0000AF20214');
    expect(mail).toContain('80G registration valid: from 01/04/2026 until 31/03/2031');
  });

  it('says nothing of 80G on the receipt of a cause outside it (temple seva)', async () => {
    const gift = { preset: '2000', identity: 'ABCDE1234F', cause: 'temple-seva', email: 'seva@example.org' };
    const { reference, mail, pdf } = await giveAndReceipt(gift);
    expect(Number((await rowOf(reference)).eligible_80g)).toBe(0);
    expect(pdf).toContain('Document/P: Thank you for your donation.');
    expect(pdf.join('\n')).not.toContain('80G');
    expect(mail).toContain('Donor PAN: XXXXXX234F');
    expect(mail).not.toContain('80G registration');
  });

  it("follows the office's cause editor: a cause switched out of 80G gives receipts without it", async () => {
    const editor = english(
      await (await http.get('/admin/pages?page=donate&section=causes', { cookie: admin.cookie })).text(),
    );
    expect(editor).toContain('Donors to this cause may claim the 80G income-tax deduction');
    expect(editor).toContain("Tick it only when the trust's chartered accountant says gifts to this cause qualify.");
    const auth = { authorization: `Bearer ${admin.token}` };
    const page = (await (await http.get('/api/pages/donate', auth)).json()) as {
      version: string | null;
      texts: { causes: Array<Record<string, unknown>> };
    };
    const causes = page.texts.causes.map((c) =>
      c.slug === 'go-seva' ? { ...c, eligible80G: false, donationType: 'specific' } : c,
    );
    const put = await http.json(
      'PUT',
      '/api/pages/donate',
      { version: page.version, texts: { ...page.texts, causes } },
      auth,
    );
    expect(put.status).toBe(200);
    const { reference, mail } = await giveAndReceipt({ preset: '500', cause: 'go-seva', email: 'go@example.org' });
    expect(await rowOf(reference)).toMatchObject({ donation_type: 'specific' });
    expect(mail).not.toContain('80G registration');
  });
});

describe('a PAN kept in clear before identities were sealed', () => {
  it('is sealed once, and only the Form 10BD file opens it whole', async () => {
    const response = await http.form(
      '/donationpayment',
      { ...validDonation, email: 'old@example.org' },
      { 'x-forwarded-for': '203.0.113.80' },
    );
    const reference = response.headers.get('location')!.split('/').pop()!;
    await withDb(server, (db) =>
      db.updateTable('donations').set({ pan: 'LMNOP4321Q' }).where('reference', '=', reference).execute(),
    );
    // Two processes sealing at once (two connections on PostgreSQL) seal the row once.
    const passes = await Promise.all([withDb(server, sealClearPans), withDb(server, sealClearPans)]);
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await withDb(server, sealClearPans)).toBe(0);
    const row = await rowOf(reference);
    expect(row).toMatchObject({ pan: null, identity_type: 'pan', identity_hint: '321Q' });
    expect(JSON.stringify(row)).not.toContain('LMNOP4321Q');
    await http.form('/admin/donations', { intent: 'received', reference }, { cookie: admin.cookie });
    const { receipt_number } = await rowOf(reference);
    // The year's statement as the export writes it (the export itself waits for every row to be complete).
    const fy = receipt_number!.split('/')[0]!;
    const csv = await withDb(server, async (db) => {
      const { settings } = await loadSettings(db);
      return statementCsv((await yearStatement(db, fy)).rows, settings);
    });
    const line = parseCsv(csv).find((r) => r.includes('LMNOP4321Q'));
    expect(line?.slice(2, 4)).toEqual(['Permanent Account Number', 'LMNOP4321Q']);
  });
});
