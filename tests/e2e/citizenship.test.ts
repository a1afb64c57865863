import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createT, localePath, type Lang } from '#src/i18n/index.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, phone, seriousViolations } from './support/browser.ts';

/** The citizenship declaration of the donation form on a phone, in both languages. */
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const narrow: BrowserContextOptions = { ...phone, viewport: { width: 320, height: 640 } };
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openForm(lang: Lang, options: BrowserContextOptions = phone) {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(`${server.url}${localePath(lang, '/donationpayment')}`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  return page;
}

/** Everything but the declaration, as a donor types it. */
async function fillDonor(page: Page, t: ReturnType<typeof createT>) {
  await page.getByRole('radio', { name: '₹500' }).check();
  await page.locator('input[name="firstName"]').fill('Lakshmi');
  await page.locator('input[name="lastName"]').fill('Narayana');
  await page.locator('input[name="email"]').fill('lakshmi@example.org');
  await page.locator('input[name="family.0.relation"]').fill('Mother');
  await page.locator('input[name="family.0.name"]').fill('Annapurna');
  await page.getByLabel(t('donation.field.message')).fill('For the annadanam on Sunday.');
  await page.getByRole('checkbox').check();
}

const send = async (page: Page, t: ReturnType<typeof createT>) => {
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: t('donation.form.submit') }).click()]);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
};

describe.each(['en', 'te'] as const)('the citizenship declaration in %s on a phone', (lang) => {
  const t = createT(lang);

  it('shows the passport field for an Indian citizen abroad, refuses a bad number and keeps every value', async () => {
    const page = await openForm(lang);
    const passport = page.getByLabel(t('citizenship.passport'));
    await fillDonor(page, t);
    expect(await passport.isVisible()).toBe(false);
    // By keyboard: into the group, then the arrow moves the choice to 'living abroad'.
    await page.getByRole('radio', { name: t('citizenship.resident') }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: t('citizenship.nri') }).isChecked()).toBe(true);
    await expect.poll(() => passport.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await passport.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await passport.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.type('K12345');
    expect(await fitsWidth(page)).toBe(true);

    await send(page, t);
    await expect
      .poll(() => page.locator('.field__error').allTextContents())
      .toContain(t('citizenship.error.passportFormat'));
    expect(await page.getByRole('radio', { name: t('citizenship.nri') }).isChecked()).toBe(true);
    expect(await passport.isVisible()).toBe(true);
    expect(await passport.inputValue()).toBe('K12345');
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Lakshmi');
    expect(await page.locator('input[name="family.0.name"]').inputValue()).toBe('Annapurna');
    expect(await page.getByLabel(t('donation.field.message')).inputValue()).toBe('For the annadanam on Sunday.');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Corrected, the donation goes on to its payment page.
    await passport.fill('K1234567');
    await Promise.all([
      page.waitForURL(/\/donation\/DN[2-9A-Z]{10}$/),
      page.getByRole('button', { name: t('donation.form.submit') }).click(),
    ]);
    await page.context().close();
  });

  it('thanks a foreign citizen and explains kindly why the gift cannot be taken, at 390 and 320 px', async () => {
    for (const options of [phone, narrow]) {
      const page = await openForm(lang, options);
      await fillDonor(page, t);
      await page.getByRole('radio', { name: t('citizenship.foreign') }).check();
      expect(await page.getByLabel(t('citizenship.passport')).isVisible()).toBe(false);
      await send(page, t);
      const notice = page.locator('.form-notice--error');
      await expect.poll(() => notice.textContent()).toBe(t('citizenship.error.foreign'));
      expect(await page.locator('#citizenship-error').textContent()).toBe(t('citizenship.error.foreign'));
      expect(await page.getByRole('radio', { name: t('citizenship.foreign') }).isChecked()).toBe(true);
      expect(await page.locator('input[name="email"]').inputValue()).toBe('lakshmi@example.org');
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
