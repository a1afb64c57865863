import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import { financialYear } from '#src/features/payments/money.ts';
import { desktop, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

/**
 * The counter on the office's phone, in English and Telugu: a cash gift above the 80G limit shows
 * its warning before it is saved, is recorded with the next receipt number, and its receipt opens
 * as a print page that drops the admin menu on paper.
 */
const { page: adminPage } = useAdminBrowser({ name: 'Meera Counter' });
const fitsWidth = (page: Awaited<ReturnType<typeof adminPage>>) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const fy = financialYear(new Date());

describe('the counter on a phone', () => {
  for (const [lang, prefix, lastName] of [
    ['en', '', 'Lakshmi'],
    ['te', '/te', 'సీతమ్మ'],
  ] as const) {
    it(`records cash in ${lang === 'en' ? 'English' : 'Telugu'} after the 80G warning, and prints it`, async () => {
      const t = createT(lang);
      const page = await adminPage(`${prefix}/admin/counter`, phone);
      expect(await fitsWidth(page)).toBe(true);
      const save = page.getByRole('button', { name: t('counter.submit') });
      await expect.poll(() => save.isVisible()).toBe(true);

      await page.getByLabel(t('counter.field.amount')).fill('2500');
      await page.getByLabel(t('counter.field.firstName')).fill('Kamala');
      await page.getByLabel(t('counter.field.lastName')).fill(lastName);
      await page.getByLabel(t('counter.field.phone')).fill('98480 12345');
      // The warning is there before anything is saved, and the button says what it will do.
      const warning = page.locator('#counter-warning');
      await expect.poll(() => warning.isVisible()).toBe(true);
      expect(await warning.textContent()).toContain('80G');
      const confirm = page.getByRole('button', { name: t('counter.confirm80G') });
      expect(await confirm.isVisible()).toBe(true);
      // UPI needs no warning: it goes when the way of paying changes, and comes back with cash.
      await page.getByLabel(t('counter.mode.upi')).check();
      await expect.poll(() => warning.count()).toBe(0);
      await page.getByLabel(t('counter.mode.cash')).check();
      await expect.poll(() => warning.count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      await Promise.all([page.waitForURL(/recorded=DN/), confirm.click()]);
      const recorded = page.locator('.counter-recorded');
      const text = (await recorded.textContent()) ?? '';
      expect(text).toMatch(new RegExp(`${fy}/\\d{4}`));
      expect(text).toContain(t('counter.recordedNo80G'));
      expect(await fitsWidth(page)).toBe(true);

      await Promise.all([
        page.waitForURL(/paper=roll/),
        page.getByRole('link', { name: t('counter.printRoll') }).click(),
      ]);
      const receipt = page.locator('.counter-receipt--roll');
      expect(await receipt.textContent()).toContain(text.match(new RegExp(`${fy}/\\d{4}`))![0]);
      expect(await page.getByRole('button', { name: t('counter.print.button') }).isVisible()).toBe(true);
      expect(await fitsWidth(page)).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.admin-nav').isVisible()).toBe(false);
      expect(await receipt.isVisible()).toBe(true);
      await page.context().close();
    });
  }

  it('changes the way of paying by keyboard, with the focus in view, and the warning follows', async () => {
    const t = createT('en');
    const page = await adminPage('/admin/counter', desktop);
    await page.getByLabel(t('counter.field.amount')).fill('5000');
    await expect.poll(() => page.locator('#counter-warning').count()).toBe(1);
    await page.keyboard.press('Tab');
    const cash = page.getByLabel(t('counter.mode.cash'));
    expect(await cash.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await cash.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel(t('counter.mode.upi')).isChecked()).toBe(true);
    await expect.poll(() => page.locator('#counter-warning').count()).toBe(0);
    expect(await page.getByLabel(t('counter.reference.upi')).isVisible()).toBe(true);
    await page.context().close();
  });

  it('fits a 320 px phone and a laptop', async () => {
    for (const viewport of [{ ...phone, viewport: { width: 320, height: 640 } }, desktop]) {
      const page = await adminPage('/te/admin/counter', viewport);
      expect(await fitsWidth(page)).toBe(true);
      await page.context().close();
    }
  });
});
