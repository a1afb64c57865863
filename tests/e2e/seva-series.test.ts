import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { withDb } from '../support/database-rows.ts';
import { desktop, launchBrowser, phone, seriousViolations, sessionCookieFor } from './support/browser.ts';
import { sevaDates } from '#src/features/panchangam/recurring.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/money.ts';
import { bookingBody, dayAhead } from '../support/bookings.ts';

/**
 * A seva that comes back (issue 31, item 5) in the browser: a signed-in devotee books Graha
 * Shanti Pooja every year on Karthika Pournami for three years; the star starts from the saved
 * devotee's; the booking's page lists the three days and asks for three years' price; /account
 * shows the seva with its next day. In English and Telugu, at 390 and 1280 px, with and without
 * JavaScript.
 */
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

const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };
const cases = [
  { lang: 'te', prefix: '/te', size: phone, width: 390, js: true, n: '1', days: 'ఈ సేవ జరిగే రోజులు' },
  { lang: 'en', prefix: '', size: phone, width: 390, js: false, n: '2', days: 'The days of this seva' },
  { lang: 'en', prefix: '', size: desktop, width: 1280, js: true, n: '3', days: 'The days of this seva' },
  { lang: 'te', prefix: '/te', size: desktop, width: 1280, js: false, n: '4', days: 'ఈ సేవ జరిగే రోజులు' },
] as const;

async function open(options: BrowserContextOptions, token: string): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addCookies([sessionCookieFor(token, server.url)]);
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return page;
}

describe.each(cases)('a yearly seva ($lang, $width px, JavaScript $js)', ({ lang, prefix, size, js, n, days }) => {
  it('books Karthika Pournami for three years, paid at once, and lists it with its next day', async () => {
    const who = await createUser(server, { role: 'User', name: 'Kamala Devi' });
    const saved = await (
      await client(server.url).json(
        'POST',
        '/api/account/devotees',
        { name: 'Annapurna', gotram: 'Atreya', nakshatram: 'Magha', rasi: 'Simha' },
        { authorization: `Bearer ${who.token}` },
      )
    ).json();
    const page = await open({ ...size, javaScriptEnabled: js }, who.token);
    await page.goto(`${server.url}${prefix}/book/graha-shanti-pooja`);

    // Once is the default, and the rule's fields wait until another choice is made.
    expect(await page.locator('input[name="often"][value="once"]').isChecked()).toBe(true);
    expect(await page.locator('select[name="masam"]').isVisible()).toBe(false);
    await page.locator('input[name="often"][value="yearly-tithi"]').check();
    expect(await page.locator('select[name="masam"]').isVisible()).toBe(true);
    // The birth star starts from the saved devotee's.
    expect(await page.locator('select[name="star"]').inputValue()).toBe('Magha');

    await page.locator('select[name="masam"]').selectOption('8');
    await page.locator('select[name="tithi"]').selectOption('15');
    await page.locator('select[name="years"]').selectOption('3');
    const from = await page.locator('select[name="date"]').inputValue();
    await Promise.all([page.waitForEvent('load'), page.locator(`button[value="fill:${saved.id}"]`).click()]);
    // The choices made survive the round trip that filled the row.
    expect(await page.locator('input[name="often"][value="yearly-tithi"]').isChecked()).toBe(true);
    expect(await page.locator('select[name="tithi"]').inputValue()).toBe('15');
    // axe runs in the page, so only where scripts run; the rule's fields are shown by now.
    if (js) expect(await seriousViolations(page)).toEqual([]);
    await page.locator('input[name="phone"]').fill(`98480 5550${n}`);
    await page.locator('#field-terms').check();
    await Promise.all([
      page.waitForURL(/\/booking\/BK/),
      page.locator('form.booking-form > button.button[type="submit"]').click(),
    ]);

    const expected = sevaDates(ongole, { kind: 'yearly-tithi', masam: 8, tithi: 15 }, from, 3);
    const list = page.locator('.booking-status__series');
    expect(await list.getByRole('heading').textContent()).toBe(days);
    expect(await list.locator('li').allTextContents()).toEqual(expected.map((d) => formatWeekday(d, lang)));
    expect(await page.locator('.booking-status__total').textContent()).toBe(formatRupees(3 * 111_600, lang));
    const reference = new URL(page.url()).pathname.split('/booking/')[1]!;
    const rows = await withDb(server, (db) =>
      db.selectFrom('bookings').select(['puja_day', 'series_id']).where('email', '=', who.email).execute(),
    );
    expect(rows.map((r) => r.puja_day).sort()).toEqual(expected);

    await page.goto(`${server.url}${prefix}/account`);
    const card = page.locator('#bookings .account__card', { has: page.locator(`a[href$="${reference}"]`) });
    expect(await card.count()).toBe(1);
    expect(await page.locator('#bookings .account__card').count()).toBe(1);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(formatWeekday(expected[0]!, lang));
    const rule = lang === 'te' ? 'ప్రతి సంవత్సరం కార్తీక పౌర్ణమి నాడు' : 'Every year on Pournami of Kartika masam';
    expect(text).toContain(rule);
    await page.context().close();
  });
});

describe('a ten-year monthly seva on its booking page, without JavaScript', () => {
  it('shows the next twelve days, the past ones and the later ones folded, each with its count', async () => {
    const pujaId = await withDb(server, async (db) =>
      Number(
        (await db.selectFrom('pujas').select('id').where('slug', '=', 'graha-shanti-pooja').executeTakeFirstOrThrow())
          .id,
      ),
    );
    const body = bookingBody(pujaId, dayAhead(3), {
      email: 'monthly@example.org',
      phone: '98480 55599',
      often: 'monthly-nakshatram',
      years: '10',
      star: 'Rohini',
    });
    const response = await client(server.url).json('POST', '/api/bookings', body);
    expect(response.status).toBe(201);
    const booked = (await response.json()) as { reference: string; page: string };
    // Two of its days as if already past: the page folds them away.
    const days = await withDb(server, async (db) => {
      const rows = await db
        .selectFrom('bookings')
        .select(['reference', 'puja_day'])
        .where('email', '=', 'monthly@example.org')
        .orderBy('puja_day')
        .execute();
      for (const [i, row] of rows.slice(0, 2).entries())
        await db
          .updateTable('bookings')
          .set({ puja_day: dayAhead(-60 + i) })
          .where('reference', '=', row.reference)
          .execute();
      return rows.map((r) => r.puja_day);
    });
    expect(days).toHaveLength(120);

    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL(booked.page, server.url).href);
    const list = page.locator('.booking-status__series');
    expect(await list.locator(':scope > ol > li').allTextContents()).toEqual(
      days.slice(2, 14).map((d) => formatWeekday(d, 'en')),
    );
    const past = list.locator('details.booking-status__series-past');
    expect(await past.locator('summary').textContent()).toBe('2 days already past');
    expect(await past.locator('li').first().isVisible()).toBe(false);
    await past.locator('summary').click();
    expect(await past.locator('li').allTextContents()).toEqual(
      [dayAhead(-60), dayAhead(-59)].map((d) => formatWeekday(d, 'en')),
    );
    expect(await past.locator('li').first().isVisible()).toBe(true);
    const later = list.locator('details.booking-status__series-later');
    expect(await later.locator('summary').textContent()).toBe('106 more days after these');
    expect(await later.locator('li').count()).toBe(106);
    await context.close();
  });
});
