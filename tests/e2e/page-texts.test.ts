import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, expectToast as toast, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

// The browser run shares one server: each test puts back the text it changed, so the other
// files still see the built-in texts.
const { page: adminPage } = useAdminBrowser();

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the pages screen', () => {
  for (const [lang, prefix, title] of [
    ['English', '', 'Page texts'],
    ['Telugu', '/te', 'పేజీల పాఠ్యం'],
  ] as const) {
    for (const [size, viewport] of [
      ['390', phone],
      ['1280', desktop],
    ] as const) {
      it(`in ${lang} at ${size} px: the page list and a page's form fit and pass the accessibility check`, async () => {
        const list = await adminPage(`${prefix}/admin/pages`, viewport);
        expect(await list.locator('h1').textContent()).toBe(title);
        expect(await fitsWidth(list)).toBe(true);
        expect(await seriousViolations(list)).toEqual([]);
        await list.goto(`${list.url()}?page=samajaseva`);
        expect(await fitsWidth(list)).toBe(true);
        expect(await seriousViolations(list)).toEqual([]);
      });
    }
  }

  it('on a phone, in English: a practice changed and saved shows on the page; an arrow reorders without saving', async () => {
    const page = await adminPage('/admin/pages?page=adyatmikam', phone);
    const rule = page.locator('#pg-rules-4-en');
    const original = await rule.inputValue();
    await rule.fill('All of it is **free**, always.');
    await page.getByRole('button', { name: 'Save Adhyatmikam practices' }).click();
    await page.waitForURL(/\?page=adyatmikam&saved=1$/);
    await toast(page, 'Page saved.');
    const visitor = await page.context().newPage();
    await visitor.goto(page.url().replace(/\/admin\/pages.*$/, '/activities/adyatmikam'));
    expect(await visitor.locator('.notice li strong').last().textContent()).toBe('free');

    await page.getByRole('button', { name: 'Move item 2 up' }).first().click();
    await toast(page, 'The new order is not saved yet');
    expect(await page.locator('#pg-practices-0-en').inputValue()).toBe('Praana Yoga');
    await page.goto(page.url().split('?')[0] + '?page=adyatmikam');
    await page.locator('#pg-rules-4-en').fill(original);
    await page.getByRole('button', { name: 'Save Adhyatmikam practices' }).click();
    await page.waitForURL(/saved=1$/);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a desktop, in Telugu: a yearly time previews in Telugu, then saves and shows on the Telugu page', async () => {
    const page = await adminPage('/te/admin/pages?page=pujalu', desktop);
    const time = page.locator('#pg-yearly-rows-0-time-te');
    const original = await time.inputValue();
    await time.fill('రాత్రి 7:45');
    await page.getByRole('button', { name: 'తెలుగులో ముందుగా చూడండి' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.page-preview #preview-yearly').textContent()).toContain('రాత్రి 7:45');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'ఆశ్రమ పూజల వేళలు భద్రపరచండి' }).click();
    await page.waitForURL(/saved=1$/);
    await toast(page, 'పేజీని భద్రపరిచాము.');
    const visitor = await page.context().newPage();
    await visitor.goto(page.url().replace(/\/te\/admin\/pages.*$/, '/te/activities/pujalu?tab=yearly'));
    expect(await visitor.locator('.yearly-table tbody tr').first().textContent()).toContain('రాత్రి 7:45');

    await page.locator('#pg-yearly-rows-0-time-te').fill(original);
    await page.getByRole('button', { name: 'ఆశ్రమ పూజల వేళలు భద్రపరచండి' }).click();
    await page.waitForURL(/saved=1$/);
  });
});
