import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { createT } from '#src/i18n/index.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { desktop, launchBrowser, phone } from './support/browser.ts';

/**
 * Fair holds in the browser: a full day's waitlist joined from the booking page, and a devotee
 * who already holds 3 unpaid bookings refused with what to do, the form keeping what was typed.
 * Each case in one language, one size, with or without JavaScript, so the four cover each.
 */
let browser: Browser;
let server: RunningServer;
let admin: TestAccount;
let http: ReturnType<typeof client>;
let n = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  // The setup's bookings come "through the proxy", each from its own address.
  server = await startServer({ env: { TRUSTED_PROXIES: '127.0.0.1,::1' } });
  admin = await createUser(server, { role: 'Admin' });
  http = client(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const from = () => ({ 'x-forwarded-for': `10.9.${++n}.1` });

async function addPuja(slug: string, perDay: number): Promise<number> {
  const response = await http.json('POST', '/api/pujas', testPuja(slug, { perDay }), {
    authorization: `Bearer ${admin.token}`,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function open(options: BrowserContextOptions): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return page;
}

const cases = [
  { lang: 'te', prefix: '/te', size: 390, options: { ...phone, javaScriptEnabled: false }, js: false },
  { lang: 'en', prefix: '', size: 1280, options: desktop, js: true },
  { lang: 'te', prefix: '/te', size: 1280, options: { ...desktop, javaScriptEnabled: false }, js: false },
  { lang: 'en', prefix: '', size: 390, options: phone, js: true },
] as const;

describe.each(cases.slice(0, 2))(
  "a full day's waitlist ($lang, $size px, JavaScript: $js)",
  ({ lang, prefix, options }) => {
    it('is offered on the booking page and joined with a name, an e-mail and a phone', async () => {
      const t = createT(lang);
      const slug = `wait-e2e-${lang}`;
      const pujaId = await addPuja(slug, 1);
      const day = dayAhead(1);
      expect(
        (
          await http.json(
            'POST',
            '/api/bookings',
            bookingBody(pujaId, day, { email: `full-${lang}@example.org` }),
            from(),
          )
        ).status,
      ).toBe(201);

      const page = await open(options);
      await page.goto(`${server.url}${prefix}/book/${slug}`);
      await expect.poll(() => page.getByRole('heading', { name: t('booking.waitlist.title') }).isVisible()).toBe(true);
      await page.locator('#waitlist-name').fill('Sita Devi');
      await page.locator('#waitlist-email').fill('not-an-address');
      await page.locator('#waitlist-phone').fill('9848012345');
      await page.getByRole('button', { name: t('booking.waitlist.submit') }).click();
      // Refused with the field's message, and what was typed is still there.
      await expect.poll(() => page.locator('#waitlist-email-error').textContent()).toBeTruthy();
      expect(await page.locator('#waitlist-name').inputValue()).toBe('Sita Devi');
      await page.locator('#waitlist-email').fill(`sita-${lang}@example.org`);
      await page.getByRole('button', { name: t('booking.waitlist.submit') }).click();
      await expect
        .poll(() => page.locator('#waitlist .form-notice--success').textContent())
        .toBe(t('booking.waitlist.joined', { date: formatWeekday(day, lang) }));
      const entries = await withDb(server, (db) =>
        db.selectFrom('booking_waitlist').select(['email', 'status', 'lang']).where('puja_id', '=', pujaId).execute(),
      );
      expect(entries).toEqual([{ email: `sita-${lang}@example.org`, status: 'waiting', lang }]);
      await page.context().close();
    });
  },
);

describe.each(cases.slice(2))(
  'a devotee holding 3 unpaid bookings ($lang, $size px, JavaScript: $js)',
  ({ lang, prefix, options }) => {
    it('is refused a fourth with what to do, and the form keeps what was typed', async () => {
      const t = createT(lang);
      const slug = `hoard-e2e-${lang}-${options.viewport?.width}`;
      const pujaId = await addPuja(slug, 50);
      const email = `hoarder-${lang}-${options.viewport?.width}@example.org`;
      for (let i = 2; i <= 4; i++) {
        expect(
          (
            await http.json(
              'POST',
              '/api/bookings',
              bookingBody(pujaId, dayAhead(i), { email, phone: `98480${String(++n).padStart(5, '0')}` }),
              from(),
            )
          ).status,
        ).toBe(201);
      }

      const page = await open(options);
      await page.goto(`${server.url}${prefix}/book/${slug}`);
      await page.locator('[id="field-devotees.0.name"]').fill('Lakshmi Devi');
      await page.locator('[id="field-devotees.0.gotram"]').fill('Bharadwaja');
      await page.locator('[id="field-devotees.0.nakshatram"]').selectOption('Rohini');
      await page.locator('#field-name').fill('Ravi Kumar');
      await page.locator('#field-email').fill(email);
      await page.locator('#field-phone').fill('9000012345');
      await page.locator('#field-terms').check();
      await page
        .getByRole('button', { name: t('booking.form.submit'), exact: true })
        .last()
        .click();
      const expected = t('booking.holds.email', { max: 3, time: '' }).split(',')[0]!;
      await expect.poll(() => page.locator('.form-notice--error').first().textContent()).toContain(expected);
      expect(await page.locator('#field-email').inputValue()).toBe(email);
      expect(await page.locator('[id="field-devotees.0.name"]').inputValue()).toBe('Lakshmi Devi');
      const held = await withDb(server, (db) =>
        db.selectFrom('bookings').select('id').where('email', '=', email).execute(),
      );
      expect(held).toHaveLength(3);
      await page.context().close();
    });
  },
);
