import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { createT } from '#src/i18n/index.ts';
import { desktop, launchBrowser, phone } from './support/browser.ts';

/**
 * A devotee books and finds the booking again without calling the office (issue 27): the page
 * after booking and the mail sent at once hold the booking's link with its key; find my booking
 * mails the links, which open the whole booking, while the bare reference shows only its status
 * and date. English on a phone without JavaScript, Telugu on a desktop with it.
 */
let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const cases = [
  { lang: 'en', prefix: '', size: phone, width: 390, js: false, email: 'journey-en@example.org' },
  { lang: 'te', prefix: '/te', size: desktop, width: 1280, js: true, email: 'journey-te@example.org' },
] as const;

async function open(size: BrowserContextOptions, js: boolean): Promise<Page> {
  const context = await browser.newContext({ ...size, javaScriptEnabled: js });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return page;
}

/** The mail to `to` whose subject is this, once it has arrived. */
async function mailWith(to: string, subject: string) {
  const find = () => smtp.received.find((m) => m.to.includes(to) && m.subject === subject);
  await expect.poll(() => Boolean(find()), { timeout: 15_000 }).toBe(true);
  return find()!;
}

/** The path and query of the booking link in a mail (its host is the site's configured one). */
function linkIn(text: string, reference: string): string {
  const link = new URL(text.match(new RegExp(`https?://\\S+/booking/${reference}\\?key=[\\w-]{24}`))![0]);
  return link.pathname + link.search;
}

describe.each(cases)('a devotee ($lang, $width px, JavaScript $js)', ({ lang, prefix, size, js, email }) => {
  const t = createT(lang);
  let reference = '';

  it('is shown the reference and the link after booking, and mailed them at once', async () => {
    const page = await open(size, js);
    await page.goto(`${server.url}${prefix}/book/naama-nakshatra-pooja`);
    expect(await page.locator('.booking-find a').getAttribute('href')).toBe(`${prefix}/booking`);
    await page.locator('[name="devotees.0.name"]').fill('Lakshmi Devi');
    await page.locator('[name="devotees.0.gotram"]').fill('Bharadwaja');
    await page.locator('[name="devotees.0.nakshatram"]').selectOption('Rohini');
    await page.locator('[name="name"]').fill('Ravi Kumar');
    await page.locator('[name="email"]').fill(email);
    await page.locator('[name="phone"]').fill('9848012345');
    await page.locator('#field-terms').check();
    await page
      .getByRole('button', { name: t('booking.form.submit'), exact: true })
      .last()
      .click();
    await page.waitForURL(/\/booking\/BK\w{10}\?key=[\w-]{24}$/);
    const url = new URL(page.url());
    reference = url.pathname.split('/booking/')[1]!;
    expect(await page.locator('.payment__reference').textContent()).toBe(reference);
    const kept = await page.locator('.booking-status__link a').textContent();
    expect(kept).toContain(`${prefix}/booking/${reference}?key=${url.searchParams.get('key')}`);
    expect(await page.locator('[data-status]').textContent()).toBe(t('booking.status.pending'));

    const mail = await mailWith(email, t('booking.mail.booked.subject', { reference }));
    expect(linkIn(mail.text, reference)).toBe(`${prefix}/booking/${reference}${url.search}`);
    // The star is stored in English and written in the reader's language.
    expect(mail.text).toContain(`Lakshmi Devi (Bharadwaja, ${lang === 'te' ? 'రోహిణి' : 'Rohini'})`);

    // The UTR: the status says the office is checking, and a mail says so too.
    await page.locator('input[name="utr"]').fill('312345678901');
    await page.locator('.payment__utr button[type="submit"]').click();
    await page.waitForURL(/utr=saved/);
    expect(await page.locator('[data-status]').textContent()).toBe(t('booking.status.reported'));
    await mailWith(email, t('booking.mail.utrReceived.subject', { reference }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport!.width);
    await page.context().close();
  });

  const findsByEmail =
    'finds the booking by e-mail: the page answers alike, the mail holds the ' +
    'link, which opens it all; the bare reference shows only status and date';
  it(findsByEmail, async () => {
    const page = await open(size, js);
    await page.goto(`${server.url}${prefix}/booking/${reference}`);
    expect(await page.locator('[data-status]').textContent()).toBe(t('booking.status.reported'));
    const main = (await page.locator('main').textContent())!;
    expect(main).toContain(t('booking.key.outline'));
    for (const hidden of ['Lakshmi Devi', 'Ravi Kumar', email]) expect(main).not.toContain(hidden);
    await page.getByRole('link', { name: t('booking.find.link') }).click();
    await page.waitForURL(`**${prefix}/booking`);

    await page.getByLabel(t('booking.find.email')).fill(email);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: t('booking.find.submit') }).click(),
    ]);
    expect(answer.status()).toBe(202);
    expect(await page.locator('.form-notice').textContent()).toBe(t('booking.find.sent', { email }));

    const mail = await mailWith(email, t('booking.mail.found.subject'));
    const link = linkIn(mail.text, reference);
    await page.goto(`${server.url}${link}`);
    const whole = (await page.locator('main').textContent())!;
    expect(whole).toContain('Lakshmi Devi');
    expect(whole).toContain('312345678901');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport!.width);
    await page.context().close();
  });
});
