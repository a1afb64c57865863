import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { dayAhead, testPuja } from '../support/bookings.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { desktop, launchBrowser, phone, seriousViolations, sessionCookieFor } from './support/browser.ts';

/**
 * A puja's start time: the office sets it per weekday at /admin/pujas, and a devotee who comes
 * in person reads it on the booking form and on the booking's page, in Telugu on a phone and in
 * English on a desktop, with JavaScript and without.
 */
let browser: Browser;
let server: RunningServer;
let admin: TestAccount;
let http: ReturnType<typeof client>;
const slug = 'start-time-homam';
const everyDay = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), '06:30']));

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  http = client(server.url);
  // Each case books with one phone; the hold limits have tests of their own.
  await setHoldLimits(server);
  admin = await createUser(server, { role: 'Admin' });
  const created = await http.json('POST', '/api/pujas', testPuja(slug, { startTimes: everyDay }), {
    authorization: `Bearer ${admin.token}`,
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cases = [
  {
    lang: 'te',
    prefix: '/te',
    size: phone,
    width: 390,
    list: 'ప్రతి రోజు: ఉదయం 6:30',
    begins: 'పూజ ప్రారంభ సమయం: ఉదయం 6:30 (భారత కాలమానం).',
  },
  {
    lang: 'en',
    prefix: '',
    size: desktop,
    width: 1280,
    list: 'Every day: 6:30 am',
    begins: 'The puja begins at 6:30 am IST.',
  },
] as const;

describe.each(cases)(
  'the start time for an in-person devotee ($lang, $width px)',
  ({ lang, prefix, size, list, begins }) => {
    it.each([true, false])('is on the booking form and the booking page (JavaScript %s)', async (javaScriptEnabled) => {
      const context = await browser.newContext({ ...size, javaScriptEnabled } as BrowserContextOptions);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/book/${slug}`);
      await expect.poll(() => page.locator('.puja-times').textContent()).toContain(list);
      // With JavaScript the calendar says it for the day picked.
      if (javaScriptEnabled)
        await expect
          .poll(() => page.locator('.day-calendar__start').textContent())
          .toContain(lang === 'te' ? 'ఉదయం 6:30' : '6:30 am');

      const created = await http.form(`${prefix}/book/${slug}`, {
        date: dayAhead(2),
        attendance: 'in-person',
        'devotees.0.name': 'Lakshmi Devi',
        'devotees.0.gotram': 'Bharadwaja',
        'devotees.0.nakshatram': 'Rohini',
        name: 'Ravi Kumar',
        email: `times-${lang}-${javaScriptEnabled}@example.org`,
        phone: '9848012345',
        terms: 'on',
      });
      expect(created.status).toBe(303);
      await page.goto(server.url + created.headers.get('location')!);
      expect(await page.locator('.puja-time').textContent()).toContain(begins);
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  },
);

describe('the office sets a start time', () => {
  it.each([
    { size: desktop, javaScriptEnabled: true },
    { size: phone, javaScriptEnabled: false },
  ])('at /admin/pujas and sees it confirmed (JavaScript $javaScriptEnabled)', async ({ size, javaScriptEnabled }) => {
    const puja = (await (
      await http.json(
        'POST',
        '/api/pujas',
        testPuja(`set-time-${javaScriptEnabled}`, { weekdays: [1, 6], startTimes: { 1: '06:30' } }),
        { authorization: `Bearer ${admin.token}` },
      )
    ).json()) as { id: number; nameEn: string };
    const context = await browser.newContext({ ...size, javaScriptEnabled });
    await context.addCookies([sessionCookieFor(admin.token, server.url)]);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/pujas?edit=${puja.id}`);
    expect(await page.getByLabel('Start time on Monday').inputValue()).toBe('06:30');
    await page.getByLabel('Start time on Saturday').fill('07:00');
    await page.getByRole('button', { name: 'Save the puja' }).click();
    await page.waitForURL(/saved=/);
    await expect
      .poll(() => page.locator('.form-notice').first().textContent())
      .toContain(`Test homam set-time-${javaScriptEnabled}`);
    await page.goto(`${server.url}/admin/pujas?edit=${puja.id}`);
    expect(await page.getByLabel('Start time on Saturday').inputValue()).toBe('07:00');
    if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
    const listed = (await (await http.get('/api/pujas')).json()) as Array<{
      id: number;
      startTimes: Record<string, string>;
    }>;
    expect(listed.find((p) => p.id === puja.id)?.startTimes).toEqual({ 1: '06:30', 6: '07:00' });
    await context.close();
  });
});
