import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { festivals } from '#src/features/panchangam/festival-rules.ts';
import { computedFestivals, todayAt, todayAtAshram } from '#src/features/panchangam/service.ts';
import { placeSchema } from '#src/features/settings/sections/place.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { desktop, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

// Issue 31: the day's panchangam on the home page, the festivals of the coming year on the events
// calendar and the office moving one, in both languages, at 390 and 1280 px.
const { browser, page: adminPage } = useAdminBrowser();
const place = placeSchema.parse({});
const nameOf = (key: string) => festivals.find((f) => f.key === key)!.name;
const text = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim();
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The pages are the server's alone: they read the same without JavaScript (axe needs it on). */
async function open(path: string, options: object, javaScriptEnabled = false) {
  const context = await browser().newContext({ ...options, baseURL: inject('baseURL'), javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe.each([
  ['en', '', 'Tithi', 'Festival', "The day's full panchangam"],
  ['te', '/te', 'తిథి', 'పండుగ', 'ఈ రోజు పూర్తి పంచాంగం'],
] as const)('in %s', (lang, prefix, tithiLabel, mark, more) => {
  it.each([
    ['a 390 px phone', phone],
    ['a 1280 px desktop', desktop],
  ] as const)(
    "shows today's panchangam on the home page on %s, and it leads to the day's page",
    async (_, viewport) => {
      const today = todayAtAshram(place);
      const page = await open(`${prefix}/`, viewport);
      const block = await text(page, '.today-panchangam');
      expect(block).toContain(formatWeekday(today.date, lang));
      expect(block).toContain(`${tithiLabel} ${today.tithi.name[lang]}`);
      expect(block).toContain(today.nakshatram.name[lang]);
      expect(await overflows(page)).toBe(false);
      const link = page.getByRole('link', { name: more });
      await link.focus();
      expect(await link.evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`${prefix}/panchangam$`));
      await page.context().close();
    },
  );

  it.each([
    ['a 390 px phone', phone],
    ['a 1280 px desktop', desktop],
  ] as const)('marks the coming festivals on the events calendar on %s', async (_, viewport) => {
    const coming = computedFestivals(place, todayAt(place));
    const page = await open(`${prefix}/events/upcomingevents`, viewport, true);
    const items = page.locator('.festival-day');
    expect(await items.count()).toBe(coming.length);
    const first = (await items.first().innerText()).replace(/\s+/g, ' ');
    expect(first).toContain(mark);
    expect(first).toContain(nameOf(coming[0]!.key)[lang]);
    expect(first).toContain(formatWeekday(coming[0]!.date, lang));
    expect(await text(page, '.festival-days')).toContain(nameOf('ugadi')[lang]);
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('/admin/festivals', () => {
  it('moves a festival by keyboard on a phone, says so, and the calendar shows it; then puts it back', async () => {
    const sankranti = computedFestivals(place, todayAt(place)).find((d) => d.key === 'makaraSankranti')!;
    const to = new Date(Date.parse(`${sankranti.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const page = await adminPage('/te/admin/festivals', phone);
    const item = page.locator('li', { has: page.getByRole('heading', { name: 'మకర సంక్రాంతి' }) });
    await item.getByLabel('జరుపుకునే రోజు').fill(to);
    await item.getByRole('button', { name: /మార్చండి/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/done=moved/);
    expect(await page.locator('main').innerText()).toContain(`మకర సంక్రాంతి ఇప్పుడు ${formatWeekday(to, 'te')} నాడు.`);
    const calendar = await open('/te/events/upcomingevents', desktop);
    expect(await text(calendar, '.festival-days')).toContain(`మకర సంక్రాంతి ${formatWeekday(to, 'te')}`);
    await calendar.context().close();
    await page
      .locator('li', { has: page.getByRole('heading', { name: 'మకర సంక్రాంతి' }) })
      .getByRole('button', { name: /మళ్లీ/ })
      .click();
    await page.waitForURL(/done=removed/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
