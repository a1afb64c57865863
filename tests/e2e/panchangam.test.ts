import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, seriousViolations, useBrowser } from './support/browser.ts';

// Issue 31: the panchangam page at 320, 390 and 1280 px in both languages: the day's limbs, the
// month, and a date picker that is a GET form, so it works without JavaScript.
const { open } = useBrowser();
const narrow = { ...phone, viewport: { width: 320, height: 640 } };

const limb = async (page: Page, key: string) =>
  (await page.locator(`.panchangam-limb--${key} dd`).innerText()).replace(/\s+/g, ' ').trim();
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each([
  ['en', '', 'Day', 'Show', 'Amavasya till 6:53 am', 'Parabhava', 'Rahu kalam'],
  ['te', '/te', 'తేదీ', 'చూపించండి', 'అమావాస్య ఉదయం 6:53 వరకు', 'పరాభవ', 'రాహుకాలం'],
] as const)('the panchangam page in %s', (lang, prefix, pickerLabel, show, tithi, samvatsaram, rahu) => {
  it.each([
    ['a 320 px phone', narrow],
    ['a 390 px phone', phone],
    ['a 1280 px desktop', desktop],
  ] as const)(
    'shows the chosen day and its month on %s, without JavaScript, and fits the screen',
    async (_, viewport) => {
      const page = await open(`${prefix}/panchangam`, { ...viewport, javaScriptEnabled: false });
      await page.getByLabel(pickerLabel, { exact: true }).fill('2026-03-19');
      await page.getByRole('button', { name: show }).click();
      await page.waitForURL(/\/panchangam\?date=2026-03-19$/);
      expect(await limb(page, 'tithi')).toMatch(new RegExp(`^${tithi.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(await limb(page, 'samvatsaram')).toContain(samvatsaram);
      expect(await page.locator('.panchangam-limb--rahuKalam dt').innerText()).toBe(rahu);
      // The month: 31 days of March, the chosen one marked.
      expect(await page.locator('.panchangam-month tbody tr').count()).toBe(31);
      expect(await page.locator('.panchangam-month a[aria-current="date"]').innerText()).toMatch(/^19 /);
      expect(await overflows(page)).toBe(false);
      await page.context().close();
    },
  );

  it('moves day by day and month by month by keyboard, with the focus seen', async () => {
    const page = await open(`${prefix}/panchangam?date=2026-03-19`, phone);
    const next = page.locator('.panchangam-steps a').nth(2);
    await next.focus();
    const outline = await next.evaluate((a) => getComputedStyle(a).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(/date=2026-03-20$/);
    expect(await limb(page, 'tithi')).toMatch(lang === 'en' ? /^Dwitiya/ : /^విదియ/);
    await page.locator('.panchangam-month .panchangam-steps a').nth(1).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/date=2026-04-01$/);
    expect(await page.locator('.panchangam-month tbody tr').count()).toBe(30);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('says what is wrong with a day that is not one, and answers 400', async () => {
    const page = await open(`${prefix}/panchangam`, { ...desktop, javaScriptEnabled: false });
    const response = await page.goto(page.url() + '?date=2026-02-30');
    expect(response?.status()).toBe(400);
    const error = page.locator('.field__error');
    expect(await error.innerText()).toBe(
      lang === 'en'
        ? 'Please give the day as YYYY-MM-DD, such as 2026-03-19.'
        : 'తేదీని సంవత్సరం-నెల-రోజు వరుసలో అంకెలతో రాయండి, ఉదా. 2026-03-19.',
    );
    expect(await page.getByLabel(pickerLabel, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });
});
