import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { withDb } from '../support/database-rows.ts';
import { desktop, launchBrowser, phone, seriousViolations, sessionCookieFor } from './support/browser.ts';

/**
 * The booking form of issue 27 (points 6–8) in the browser: a signed-in devotee fills a row from
 * a saved devotee with one tap, adds a devotee and lands on the new row, saves it, and books with
 * an NRI phone; the address follows its box; the chat button covers neither the calendar nor the
 * payment summary. In English and Telugu, at 390 and 1280 px, with and without JavaScript.
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

const cases = [
  { lang: 'te', prefix: '/te', size: phone, width: 390, js: true, savedTitle: 'మీరు భద్రపరిచిన భక్తులు', nri: '4' },
  { lang: 'en', prefix: '', size: phone, width: 390, js: false, savedTitle: 'Your saved devotees', nri: '5' },
  { lang: 'en', prefix: '', size: desktop, width: 1280, js: true, savedTitle: 'Your saved devotees', nri: '6' },
  { lang: 'te', prefix: '/te', size: desktop, width: 1280, js: false, savedTitle: 'మీరు భద్రపరిచిన భక్తులు', nri: '7' },
] as const;

async function open(options: BrowserContextOptions, token: string): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addCookies([sessionCookieFor(token, server.url)]);
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return page;
}

/** Whether two elements overlap on screen, each scrolled into view in turn. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  await b.scrollIntoViewIfNeeded();
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe.each(cases)('the booking form ($lang, $width px, JavaScript $js)', ({ prefix, size, js, savedTitle, nri }) => {
  it('fills a row from a saved devotee, lands on an added row, saves it, and books with an NRI phone', async () => {
    const who = await createUser(server, { role: 'User', name: 'Kamala Devi' });
    const http = client(server.url);
    const saved = await (
      await http.json(
        'POST',
        '/api/account/devotees',
        { name: 'Annapurna', gotram: 'Atreya', nakshatram: 'Ashwini', rasi: 'Mesha' },
        { authorization: `Bearer ${who.token}` },
      )
    ).json();
    const page = await open({ ...size, javaScriptEnabled: js }, who.token);
    await page.goto(`${server.url}${prefix}/book/chandi-homam`);
    // The contact comes from the account.
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Kamala Devi');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(who.email);
    expect(await page.getByText(savedTitle, { exact: true }).isVisible()).toBe(true);

    // The calendar island first: it moves everything below it when it appears.
    if (js) await page.locator('.day-calendar table').waitFor();
    // The terms box beside its words, on one line.
    // Both boxes read in one step: the page may still shift (fonts, islands) between two reads.
    const [box, words] = await page.evaluate(() =>
      ['#field-terms', '.booking-terms label span'].map((selector) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width };
      }),
    );
    expect(words!.x).toBeGreaterThan(box!.x + box!.width - 1);
    expect(Math.abs(words!.y - box!.y)).toBeLessThan(12);

    // The chat button covers neither the calendar (its Saturdays) nor the form.
    const chat = page.locator('.chat-link');
    if (js) expect(await overlap(chat, page.locator('.day-calendar table'))).toBe(false);
    expect(await overlap(chat, page.locator('button.booking-devotees__add'))).toBe(false);

    // The address follows its box with JavaScript; without, it is always there.
    const street = page.locator('input[name="prasadam.address"]');
    expect(await street.isVisible()).toBe(!js);
    await page.locator('input[name="post"]').check();
    expect(await street.isVisible()).toBe(true);
    await page.locator('input[name="post"]').uncheck();

    // One tap on a saved devotee fills the empty row, keeping what was typed.
    await page.locator('textarea[name="sankalpam"]').fill('For the family');
    await Promise.all([page.waitForEvent('load'), page.locator(`button[value="fill:${saved.id}"]`).click()]);
    expect(await page.locator('input[name="devotees.0.name"]').inputValue()).toBe('Annapurna');
    expect(await page.locator('select[name="devotees.0.nakshatram"]').inputValue()).toBe('Ashwini');
    expect(await page.locator('textarea[name="sankalpam"]').inputValue()).toBe('For the family');

    // 'Add a devotee' comes back at the new row, its first field focused; Remove is far from Add.
    await Promise.all([page.waitForEvent('load'), page.locator('button[value="addDevotee"]').click()]);
    expect(new URL(page.url()).hash).toBe('#devotee-2');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('devotees.1.name');
    const remove = (await page.locator('button[value="remove:1"]').boundingBox())!;
    const add = (await page.locator('button[value="addDevotee"]').boundingBox())!;
    expect(add.y - (remove.y + remove.height)).toBeGreaterThan(44);
    // axe runs in the page, so only where scripts run.
    if (js) expect(await seriousViolations(page)).toEqual([]);

    await page.locator('input[name="devotees.1.name"]').fill('Lakshmi Devi');
    await page.locator('input[name="devotees.1.gotram"]').fill('Bharadwaja');
    await page.locator('select[name="devotees.1.nakshatram"]').selectOption('Rohini');
    await page.locator('input[name="devotees.1.save"]').check();
    // Each case its own number: the per-phone hold limit is not what is tested here.
    await page.locator('input[name="phone"]').fill(`+1 732 555 013${nri}`);
    await page.locator('#field-terms').check();
    await Promise.all([
      page.waitForURL(/\/booking\/BK/),
      page.locator('form.booking-form > button.button[type="submit"]').click(),
    ]);
    // A redirect keeps the form's fragment (#devotee-2): the reference is the path's end.
    const path = new URL(page.url()).pathname;
    expect(path.startsWith(`${prefix}/booking/`)).toBe(true);
    const reference = path.split('/booking/')[1]!;
    const row = await withDb(server, (db) =>
      db
        .selectFrom('bookings')
        .select(['phone', 'devotees'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow(),
    );
    expect(row.phone).toBe(`+1732555013${nri}`);
    expect(JSON.parse(row.devotees).map((d: { name: string }) => d.name)).toEqual(['Annapurna', 'Lakshmi Devi']);
    const account = await (await http.get('/api/account', { authorization: `Bearer ${who.token}` })).json();
    expect(account.devotees.map((d: { name: string }) => d.name)).toEqual(['Annapurna', 'Lakshmi Devi']);

    // Nor does it cover the payment summary.
    expect(await overlap(chat, page.locator('.payment__summary'))).toBe(false);
    expect(await overlap(chat, page.locator('.booking-status__total'))).toBe(false);
    await page.context().close();
  });
});
