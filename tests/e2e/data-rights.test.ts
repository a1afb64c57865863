import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { desktop, phone, seriousViolations, sessionCookieFor, useBrowser } from './support/browser.ts';

/**
 * The devotee's data rights in a browser: the notice beside a form opened by keyboard, the data
 * downloaded from the account, and the account erased through its confirmation step, password
 * asked again; in both languages, on a phone (390 and 320 px, with and without JavaScript) and a
 * desktop.
 */
const baseURL = inject('baseURL');
const database = inject('database');
const { browser } = useBrowser();

const texts = {
  en: {
    prefix: '',
    summary: 'How we use what you give here',
    kept: 'How long we keep it',
    download: 'Download my data',
    more: 'My data: download, correct, withdraw consent, erase',
    eraseAsk: 'Erase my account…',
    confirmHeading: 'Erase your account for good?',
    password: 'Your password',
    erase: 'Yes, erase my account',
    wrong: 'Your current password is not correct.',
    erased: 'Your account is erased.',
  },
  te: {
    prefix: '/te',
    summary: 'మీరు ఇక్కడ ఇచ్చే వివరాలను ఎలా వాడుతామో',
    kept: 'ఎంత కాలం ఉంచుతాము',
    download: 'నా వివరాలు డౌన్‌లోడ్ చేసుకోండి',
    more: 'నా వివరాలు: డౌన్‌లోడ్, సవరణ, అంగీకారం ఉపసంహరణ, ఖాతా తొలగింపు',
    eraseAsk: 'నా ఖాతా తొలగించండి…',
    confirmHeading: 'మీ ఖాతాను శాశ్వతంగా తొలగించాలా?',
    password: 'మీ పాస్‌వర్డ్',
    erase: 'అవును, నా ఖాతా తొలగించండి',
    wrong: 'మీ ప్రస్తుత పాస్‌వర్డ్ సరైనది కాదు.',
    erased: 'మీ ఖాతా తొలగించాము.',
  },
};

const narrow: BrowserContextOptions = { ...phone, viewport: { width: 320, height: 640 } };
const cases = [
  { lang: 'en', size: 'phone', options: phone },
  { lang: 'te', size: 'phone', options: phone },
  { lang: 'te', size: 'phone 320 px, no JavaScript', options: { ...narrow, javaScriptEnabled: false } },
  { lang: 'en', size: 'desktop', options: desktop },
] as const satisfies ReadonlyArray<{ lang: 'en' | 'te'; size: string; options: BrowserContextOptions }>;

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(cases)('data rights ($lang, $size)', ({ lang, options }) => {
  const s = texts[lang];
  const js = options.javaScriptEnabled !== false;

  it('opens the notice beside the donation form by keyboard', async () => {
    const context = await browser().newContext({ ...options, baseURL });
    const page = await context.newPage();
    await page.goto(`${s.prefix}/donationpayment`);
    const summary = page.locator('details[data-notice="donation"] summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details[data-notice="donation"]').getAttribute('open')).not.toBeNull();
    expect(await page.locator('details[data-notice="donation"]').textContent()).toContain(s.kept);
    expect(await summary.textContent()).toBe(s.summary);
    if (js) expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });

  it('downloads the data, then erases the account after the password is given again', async () => {
    const user = await createUser(database, { role: 'User', name: 'Parvathi', password: 'right-secret' });
    const context = await browser().newContext({ ...options, baseURL, acceptDownloads: true });
    await context.addCookies([sessionCookieFor(user.token, baseURL)]);
    const page = await context.newPage();

    await page.goto(`${s.prefix}/account`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: s.download }).click(),
    ]);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ name: 'Parvathi', email: user.email });

    await Promise.all([
      page.waitForURL(`**${s.prefix}/account/data`),
      page.getByRole('link', { name: s.more }).click(),
    ]);
    if (js) expect(await fitsWidth(page)).toBe(true);
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: s.eraseAsk }).click()]);
    await page.getByRole('heading', { name: s.confirmHeading }).waitFor();
    if (js) expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(s.password).fill('not-the-password');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: s.erase }).click()]);
    await page.getByText(s.wrong).first().waitFor();

    await page.getByLabel(s.password).fill('right-secret');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: s.erase }).click()]);
    expect(await page.locator('.form-notice').first().textContent()).toContain(s.erased);
    if (js) expect(await fitsWidth(page)).toBe(true);

    // Signed out: the account page now asks to sign in.
    await page.goto(`${s.prefix}/account`);
    expect(new URL(page.url()).pathname).toBe(`${s.prefix}/login`);
    await context.close();
  });
});
