import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { desktop, expectToast, launchBrowser, phone, seriousViolations, sessionCookieFor } from './support/browser.ts';

/** Contact messages and UPI donations in the browser, with mail going to a loopback SMTP server. */
const centre = 'centre@example.org';
let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: centre, MAIL_RETRY_SECONDS: '1' } });
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

async function open(options: BrowserContextOptions = phone): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

describe('a contact message', () => {
  it('shows the rule, then the success toast, and reaches the centre by e-mail', async () => {
    const page = await open(phone);
    await page.goto(`${server.url}/contactus`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByLabel('First name').fill('సీత');
    await page.getByLabel('Last name').fill('Ramaiah');
    await page.getByLabel('Email').fill('sita@example.org');
    await page.getByLabel('Phone number').fill('+91 98480 12345');
    await page.getByLabel('Message', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.locator('.field__error').allTextContents())
      .toEqual(['Must contain at least 10 characters']);
    expect(await page.getByLabel('First name').inputValue()).toBe('సీత');
    await page.getByLabel('Message', { exact: true }).fill('Please send the annadanam timings.');
    const before = smtp.received.length;
    await page.getByRole('button', { name: 'Submit' }).click();
    // Sent in place: the toast and the notice say so, and the form is empty for another message.
    await expectToast(page, 'Contact details sent successfully!');
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.locator('.form-notice').textContent()).toBe('Contact details sent successfully!');
    const mail = await smtp.nextFor(centre, before);
    expect(mail.text).toContain('Please send the annadanam timings.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('a UPI donation end to end', () => {
  let donationUrl = '';

  it('asks for an identity from ₹2,000, PAN first, and adds and removes family rows', async () => {
    const page = await open(desktop);
    await page.goto(`${server.url}/donationpayment?cause=orphans`);
    await page.locator('.donation-card').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    expect(await page.getByLabel('Which identity').inputValue()).toBe('pan');
    await page.getByRole('radio', { name: '₹2,000' }).check();
    await page.getByRole('radio', { name: '₹500' }).check();
    await page.getByLabel('Or another amount (₹)').fill('2500');
    expect(await page.getByLabel('Cause').inputValue()).toBe('orphans');

    await page.getByRole('button', { name: 'Add a family member' }).click();
    await page.getByRole('button', { name: 'Add a family member' }).click();
    expect(await page.locator('.donation-family__row').count()).toBe(3);
    await page.getByRole('button', { name: 'Remove 2' }).click();
    expect(await page.locator('.donation-family__row').count()).toBe(2);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForLoadState('load');
    const required =
      'For ₹2,000 or more, give your PAN, Aadhaar or another identity from the list, then send the form again.';
    await expect.poll(() => page.locator('.field__error').allTextContents()).toContain(required);
    expect(await page.locator('.field__error').allTextContents()).toContain('You must accept the terms and conditions');
    expect(await page.locator('.field__error').allTextContents()).toContain('Relation is required');

    await page.getByLabel('Its number').fill('abcde1234f');
    await page.getByLabel('First name').fill('Venkata');
    await page.getByLabel('Last name').fill('Subbaiah');
    await page.getByLabel('Email').fill('subbaiah@example.org');
    await page.getByLabel('Relation 1').fill('Mother');
    await page.getByLabel('Name 1').fill('Annapurna');
    await page.getByRole('button', { name: 'Remove 2' }).click();
    await page.getByLabel('Purpose of the donation').fill('For the children of the ashram school.');
    await page.getByLabel('Postal address (optional)').fill('4 Car Street, Ongole');
    await page.getByRole('radio', { name: 'Indian citizen living in India' }).check();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/donation\/DN[2-9A-Z]{10}$/);
    donationUrl = page.url();
    expect(await page.locator('.payment__qr svg').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Pay with a UPI app' }).isVisible()).toBe(false);
    expect(await page.locator('.payment__summary').textContent()).toContain('₹2,500.00');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offers the UPI app on a phone and stores the UTR', async () => {
    const page = await open(phone);
    await page.goto(donationUrl);
    const app = page.getByRole('link', { name: 'Pay with a UPI app' });
    expect(await app.isVisible()).toBe(true);
    expect(await app.getAttribute('href')).toMatch(
      new RegExp(
        String.raw`^upi://pay\?pa=peetam%40examplebank&pn=Sri%20Sample%20Peetam%20Trust` +
          String.raw`&am=2500\.00&cu=INR&tn=Donation%20DN\w+&tr=DN\w+$`,
      ),
    );
    expect(await page.locator('.payment__qr').isVisible()).toBe(false);
    await page.getByLabel('UPI transaction reference (UTR)').fill('12345');
    await page.getByRole('button', { name: 'Send the reference' }).click();
    await expect.poll(() => page.locator('.field__error').textContent()).toContain('The UTR has 12 digits');
    await page.getByLabel('UPI transaction reference (UTR)').fill('4123 5678 9012');
    await page.getByRole('button', { name: 'Send the reference' }).click();
    await page.waitForURL(/utr=saved/);
    expect(await page.locator('.form-notice').textContent()).toContain(
      'We will confirm your donation after checking our bank statement',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is marked received by an administrator, and the receipt e-mail arrives', async () => {
    const page = await open(desktop);
    await page.context().addCookies([sessionCookieFor(admin.token, server.url)]);
    const reference = donationUrl.split('/').pop()!;
    await page.goto(`${server.url}/admin/donations`);
    const card = page.locator(`article[data-reference="${reference}"]`);
    expect(await card.textContent()).toContain('UTR 412356789012');
    const before = smtp.received.length;
    await card.getByRole('button', { name: `Mark received: donation ${reference}` }).click();
    // The receipt is issued only from the confirmation, which says what will happen.
    await page.waitForURL(/confirm=/);
    expect(await page.locator('#receipt-confirm-heading').textContent()).toMatch(
      /^Issue receipt \d{4}-\d{2}\/… to Venkata Subbaiah for ₹2,500\.00\?$/,
    );
    await page.getByRole('button', { name: 'Yes, issue the receipt' }).click();
    await page.waitForURL(/received=/);
    expect(await page.locator('.form-notice').textContent()).toMatch(
      new RegExp(`Donation ${reference} marked received. Receipt \\d{4}-\\d{2}/0001`),
    );
    expect(await page.locator(`article[data-reference="${reference}"]`).textContent()).toContain('Received');
    const mail = await smtp.nextFor('subbaiah@example.org', before);
    expect(mail.subject).toMatch(/^Donation receipt \d{4}-\d{2}\/0001$/);
    expect(mail.raw).toContain('application/pdf');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the donation form without JavaScript', () => {
  it('shows the identity fields, adds a family row with a button, and names the rules', async () => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/te/donationpayment`);
    expect(await page.locator('select[name="identityType"]').inputValue()).toBe('pan');
    expect(await page.locator('input[name="identity"]').count()).toBe(1);
    await page.locator('input[name="family.0.relation"]').fill('తల్లి');
    await page.locator('button[value="addFamily"]').click();
    await page.waitForLoadState('load');
    expect(await page.locator('.donation-family__row').count()).toBe(2);
    expect(await page.locator('input[name="family.0.relation"]').inputValue()).toBe('తల్లి');
    await page.locator('.donation-form__submit').click();
    await page.waitForLoadState('load');
    const errors = await page.locator('.field__error').allTextContents();
    expect(errors).toContain('మొత్తం తప్పనిసరి');
    expect(errors).toContain('మీరు నిబంధనలు, షరతులను అంగీకరించాలి');
  });
});

describe('a donor who gives an Aadhaar number', () => {
  const cases = [
    {
      lang: 'en',
      path: '/donationpayment',
      kind: 'Which identity',
      number: 'Its number',
      wrong: 'That is not an Aadhaar number: 12 digits, the first not 0 or 1, as printed on the card.',
      first: 'First name',
      resident: 'Indian citizen living in India',
      submit: 'Continue to payment',
    },
    {
      lang: 'te',
      path: '/te/donationpayment',
      kind: 'ఏ గుర్తింపు',
      number: 'దాని నంబర్',
      wrong: 'ఇది ఆధార్ నంబర్ కాదు',
      first: 'మొదటి పేరు',
      resident: 'భారతదేశంలో నివసిస్తున్న భారతీయ పౌరులు',
      submit: 'చెల్లింపుకు కొనసాగండి',
    },
  ] as const;

  for (const c of cases) {
    for (const javaScript of [true, false]) {
      const fixesAWrongNumber =
        'sees a wrong number refused with its rule, keeps what was typed, and ' +
        `fixes it (${c.lang}, 390 px, JavaScript ${javaScript ? 'on' : 'off'})`;
      it(fixesAWrongNumber, async () => {
        const context = await browser.newContext({ ...phone, javaScriptEnabled: javaScript });
        const page = await context.newPage();
        await page.goto(`${server.url}${c.path}`);
        if (javaScript) await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
        await page.locator('input[name="amount"]').fill('2500');
        await page.getByLabel(c.kind).selectOption('aadhaar');
        await page.getByLabel(c.number).fill('2345 6789 0125');
        await page.getByLabel(c.first, { exact: true }).fill('Sarada');
        await page.locator('input[name="lastName"]').fill('Devi');
        await page.locator('input[name="email"]').fill(`sarada-${c.lang}-${javaScript}@example.org`);
        await page.locator('input[name="family.0.relation"]').fill('Self');
        await page.locator('input[name="family.0.name"]').fill('Sarada');
        await page.locator('textarea[name="message"]').fill('For the children of the ashram school.');
        await page.getByRole('radio', { name: c.resident }).check();
        await page.locator('input[name="terms"]').check();
        await page.getByRole('button', { name: c.submit }).last().click();
        await page.waitForLoadState('load');
        await expect.poll(() => page.locator('#field-identity-error').textContent()).toContain(c.wrong);
        // The values come back as typed, the type still Aadhaar.
        expect(await page.getByLabel(c.kind).inputValue()).toBe('aadhaar');
        expect(await page.getByLabel(c.number).inputValue()).toBe('2345 6789 0125');
        expect(await page.locator('input[name="amount"]').inputValue()).toBe('2500');
        expect(await page.getByLabel(c.first, { exact: true }).inputValue()).toBe('Sarada');
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // axe runs as a script in the page, so only where scripts run.
        if (javaScript) expect(await seriousViolations(page)).toEqual([]);
        // By keyboard: the type list and the number are reached with Tab, the focus visible on each.
        await page.getByLabel(c.kind).focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('identity');
        expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
        await page.getByLabel(c.number).fill('2345 6789 0124');
        await page.getByRole('button', { name: c.submit }).last().click();
        await page.waitForURL(/\/donation\/DN[2-9A-Z]{10}$/);
        await context.close();
      });
    }
  }

  it('fits a 320 px phone', async () => {
    const context = await browser.newContext({ ...phone, viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/te/donationpayment`);
    await page.getByLabel('ఏ గుర్తింపు').selectOption('aadhaar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await page.getByLabel('దాని నంబర్').isVisible()).toBe(true);
    await context.close();
  });
});
