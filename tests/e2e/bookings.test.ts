import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { sign, startRazorpay } from '../support/razorpay.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { startSmtp } from '../support/smtp.ts';
import { dayAhead } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { siteDay } from '#src/server/time.ts';
import { desktop, launchBrowser, phone, seriousViolations, sessionCookieFor } from './support/browser.ts';

/**
 * Puja bookings in the browser: a UPI booking with prasadam from the form to the posted
 * prasadam (each e-mail at the loopback SMTP server), a Razorpay booking refunded, and the
 * priests' print view; in Telugu on a phone and in English on a desktop.
 */
const keyId = 'rzp_test_booking';
const keySecret = 'booking-key-secret';
let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;
let admin: TestAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtp();
  razorpay = await startRazorpay(keyId, keySecret);
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '1',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_API_BASE: razorpay.apiBase,
    },
  });
  // Many bookings from one address and e-mail: the fairness limits have their own tests (booking-fairness).
  await setHoldLimits(server);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  await razorpay?.stop();
});

async function open(options: BrowserContextOptions, signedIn = false): Promise<Page> {
  const context = await browser.newContext(options);
  if (signedIn) await context.addCookies([sessionCookieFor(admin.token, server.url)]);
  const page = await context.newPage();
  // Nothing leaves the machine: Razorpay's Checkout is a stand-in below.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return page;
}

const cases = [
  { lang: 'te', prefix: '/te', size: phone, width: 390, email: 'sita-te@example.org' },
  { lang: 'en', prefix: '', size: desktop, width: 1280, email: 'ravi-en@example.org' },
] as const;

const words = {
  te: {
    name: 'పేరు',
    gotram: 'గోత్రం',
    star: 'నక్షత్రం',
    contact: 'మీ పేరు',
    email: 'ఈమెయిల్',
    phone: 'ఫోన్ నంబర్',
    post: 'ప్రసాదాన్ని నాకు పోస్టులో పంపండి (భారతదేశంలో మాత్రమే)',
    address: 'ఇంటి నంబర్, వీధి',
    town: 'గ్రామం లేదా పట్టణం',
    district: 'జిల్లా',
    state: 'రాష్ట్రం',
    pin: 'పిన్ కోడ్',
    submit: 'బుక్ చేసి చెల్లింపుకు వెళ్లండి',
    waiting: 'చెల్లింపు కోసం ఎదురుచూస్తోంది',
    subject: 'పూజ బుకింగ్ నిర్ధారణ',
  },
  en: {
    name: 'Name',
    gotram: 'Gotram',
    star: 'Nakshatram',
    contact: 'Your name',
    email: 'E-mail',
    phone: 'Phone number',
    post: 'Post the prasadam to me (India only)',
    address: 'House number and street',
    town: 'Village or town',
    district: 'District',
    state: 'State',
    pin: 'PIN code',
    submit: 'Book and go to payment',
    waiting: 'Waiting for payment',
    subject: 'Puja booking confirmed',
  },
};

describe.each(cases)('a UPI booking with prasadam ($lang, $width px)', ({ lang, prefix, size, email }) => {
  it('is booked without mistakes left, paid by UPI, confirmed, performed and posted, with each e-mail', async () => {
    const w = words[lang];
    const page = await open(size);
    await page.goto(`${server.url}${prefix}/activities/parihara`);
    await page.locator(`a[href="${prefix}/book/chandi-homam"]`).click();
    await page.waitForURL(`**${prefix}/book/chandi-homam`);
    await page.getByLabel(w.name, { exact: true }).fill('Lakshmi Devi');
    await page.getByLabel(w.gotram, { exact: true }).fill('Bharadwaja');
    await page.getByLabel(w.star, { exact: true }).selectOption('Rohini');
    await page.getByLabel(w.contact).fill('Ravi Kumar');
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.phone).fill('9848012345');
    await page.getByLabel(w.post).check();
    await page.getByLabel(w.address).fill('12-3 Temple Street');
    await page.getByLabel(w.town).fill('Ongole');
    await page.getByLabel(w.district).fill('Prakasam');
    await page.getByLabel(w.state, { exact: true }).selectOption('Andhra Pradesh');
    await page.getByLabel(w.pin).fill('52300');
    await page.locator('#field-terms').check();
    await page.getByRole('button', { name: w.submit, exact: true }).last().click();
    // Refused with the field's message, and everything typed is still there.
    await expect.poll(() => page.locator('#field-prasadam\\.pin-error').textContent()).toBeTruthy();
    expect(await page.getByLabel(w.address).inputValue()).toBe('12-3 Temple Street');
    expect(await page.getByLabel(w.name, { exact: true }).inputValue()).toBe('Lakshmi Devi');
    await page.getByLabel(w.pin).fill('523002');
    await page.getByRole('button', { name: w.submit, exact: true }).last().click();
    await page.waitForURL(/\/booking\/BK/);
    // The booking's own link, with its key: the page opened after booking is the one mailed.
    const link = page.url();
    const reference = link.split('/booking/')[1]!.split('?')[0]!;
    expect(await page.locator('[data-status]').textContent()).toBe(w.waiting);
    expect(await page.locator('.booking-status__total').textContent()).toContain('5,116.00');
    expect(await seriousViolations(page)).toEqual([]);
    // A UTR of its own: one UTR confirms one booking, and the other cases confirm theirs too.
    await page.locator('input[name="utr"]').fill(String(Date.now()).slice(-12));
    await page.locator('.payment__utr button[type="submit"]').click();
    await page.waitForURL(/utr=saved/);

    const office = await open(desktop, true);
    // The booking alone, whatever its day: it is moved to today before the puja is marked performed.
    const list = `${server.url}/admin/bookings?q=${reference}`;
    await office.goto(list);
    const act = async (name: string, fill?: Record<string, string>) => {
      const row = office.locator(`li[data-reference="${reference}"]`);
      for (const [label, value] of Object.entries(fill ?? {})) await row.getByLabel(label).fill(value);
      await row.getByRole('button', { name }).click();
      await office.getByRole('button', { name: 'Yes, do it' }).click();
      await office.waitForURL(/done=/);
    };
    await act(`Payment received for ${reference}`);
    // Before it: the booking's acknowledgement and the UTR's, each with the link.
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(3);
    expect(smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject)).toContain(
      `${w.subject}: ${reference}`,
    );
    // A puja is marked performed on its day, not before: the day comes.
    await withDb(server, (db) =>
      db.updateTable('bookings').set({ puja_day: siteDay() }).where('reference', '=', reference).execute(),
    );
    await act(`Mark performed: ${reference}`);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(4);
    await act(`Prasadam posted for ${reference}`, { Courier: 'India Post', 'Tracking number': 'EK123456789IN' });
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(5);
    expect(smtp.received.filter((m) => m.to.includes(email)).at(-1)!.text).toContain('EK123456789IN');

    await page.goto(link);
    expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('dispatched');
    await page.context().close();
    await office.context().close();
  });
});

describe('a Razorpay booking', () => {
  it('is paid through Checkout and refunded by the office through Razorpay', async () => {
    const http = client(server.url);
    const form = {
      date: dayAhead(3),
      attendance: 'on-behalf',
      'devotees.0.name': 'Padma Kumari',
      'devotees.0.gotram': 'Kashyapa',
      'devotees.0.nakshatram': 'Hasta',
      name: 'Padma Kumari',
      email: 'padma-rzp@example.org',
      phone: '9848012345',
      terms: 'on',
    };
    const created = await http.form('/book/graha-shanti-pooja', form);
    const path = created.headers.get('location')!;
    const page = await open(desktop);
    await page.exposeFunction('signForTest', (orderId: string, paymentId: string) =>
      sign(keySecret, `${orderId}|${paymentId}`),
    );
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.Razorpay = class {
        options: { order_id: string; handler: (r: object) => void };
        constructor(options: { order_id: string; handler: (r: object) => void }) {
          this.options = options;
        }
        on() {}
        async open() {
          const signature = await (w.signForTest as (o: string, p: string) => Promise<string>)(
            this.options.order_id,
            'pay_BrowserBooking1',
          );
          this.options.handler({
            razorpay_payment_id: 'pay_BrowserBooking1',
            razorpay_order_id: this.options.order_id,
            razorpay_signature: signature,
          });
        }
      };
    });
    await page.goto(server.url + path);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Pay online with Razorpay' }).click(),
    ]);
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-status')).toBe('confirmed');
    expect(razorpay.orders.at(-1)!.amount).toBe(111600);

    const reference = path.split('/booking/')[1]!.split('?')[0]!;
    const office = await open(phone, true);
    await office.goto(`${server.url}/te/admin/bookings?from=${dayAhead(3)}&to=${dayAhead(3)}`);
    await office
      .locator(`li[data-reference="${reference}"]`)
      .getByRole('button', { name: `డబ్బు వాపసు: ${reference}` })
      .click();
    await office.getByRole('button', { name: 'అవును, చేయండి' }).click();
    await office.waitForURL(/done=refund/);
    expect(razorpay.refunds).toEqual([expect.objectContaining({ payment_id: 'pay_BrowserBooking1', amount: 111600 })]);
    await page.goto(server.url + path);
    expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('refunded');
  });
});

describe("the priests' print view", () => {
  it.each([
    ['en', desktop],
    ['te', phone],
  ] as const)('lists the paid bookings of a puja on one A4 sheet (%s)', async (lang, size) => {
    // The UPI bookings above, performed today.
    const office = await open(size, true);
    await office.goto(
      `${server.url}${lang === 'te' ? '/te' : ''}/admin/bookings/print?from=${siteDay()}&to=${siteDay()}`,
    );
    const sheets = office.locator('.print-sheet');
    expect(await sheets.count()).toBeGreaterThanOrEqual(1);
    // The puja's name in the admin's language.
    expect(await sheets.first().locator('h1').textContent()).toContain(lang === 'te' ? 'చండీ హోమం' : 'Chandi Homam');
    expect(await sheets.first().textContent()).toContain('Lakshmi Devi');
    // No admin menu on paper.
    await office.emulateMedia({ media: 'print' });
    expect(await office.locator('.admin-nav').isVisible()).toBe(false);
    const pdf = await office.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
  });
});

const calendarCases = [
  {
    lang: 'te',
    locale: 'te-IN',
    prefix: '/te',
    size: phone,
    width: 390,
    heading: 'పూజ రోజును ఎంచుకోండి',
    chosen: 'ఎంచుకున్న రోజు:',
    next: 'తరువాతి నెల',
  },
  {
    lang: 'te',
    locale: 'te-IN',
    prefix: '/te',
    size: desktop,
    width: 1280,
    heading: 'పూజ రోజును ఎంచుకోండి',
    chosen: 'ఎంచుకున్న రోజు:',
    next: 'తరువాతి నెల',
  },
  {
    lang: 'en',
    locale: 'en-IN',
    prefix: '',
    size: phone,
    width: 390,
    heading: 'Choose the day',
    chosen: 'Chosen:',
    next: 'Next month',
  },
  {
    lang: 'en',
    locale: 'en-IN',
    prefix: '',
    size: desktop,
    width: 1280,
    heading: 'Choose the day',
    chosen: 'Chosen:',
    next: 'Next month',
  },
] as const;

describe.each(calendarCases)(
  'the booking calendar ($lang, $width px)',
  ({ locale, prefix, size, width, heading, chosen, next }) => {
    const dated = (options: Intl.DateTimeFormatOptions) => (day: string) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    const longDay = dated({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const monthTitle = dated({ month: 'long', year: 'numeric' });
    it('keeps its room from the first paint: nothing below it moves as it appears, and the focus stays', async () => {
      const page = await open(size);
      // The island's script waits until the page without it has been measured.
      let release!: () => void;
      const measured = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_astro\/DayCalendar\.[\w-]+\.js$/, async (route) => {
        await measured;
        await route.continue();
      });
      await page.goto(`${server.url}${prefix}/book/chandi-homam`, { waitUntil: 'domcontentloaded' });
      const below = page.locator('.booking-day + *');
      const top = () => below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await top();
      expect(await page.locator('#field-date').isVisible()).toBe(true);
      // A keyboard user already on the select goes on from the calendar, not from the page's top.
      await page.locator('#field-date').focus();
      release();
      await page.getByRole('group', { name: heading }).waitFor();
      expect(await page.locator('#field-date').isVisible()).toBe(false);
      expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      await page.context().close();
    });

    it('stands in for the date select, picks a day with the keyboard, and the form sends that day', async () => {
      const page = await open(size);
      await page.goto(`${server.url}${prefix}/book/chandi-homam`);
      const calendar = page.getByRole('group', { name: heading });
      await calendar.waitFor();
      expect(await page.locator('#field-date').isVisible()).toBe(false);
      // Nothing wider than the screen, and each day a thumb's size.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const dayBox = (await calendar.locator('.day-calendar__day').first().boundingBox())!;
      expect(dayBox.height).toBeGreaterThanOrEqual(44);

      // The open days from the select it stands in for: near a month's end the second may be in the next month.
      const openDays = page.locator('#field-date option:not([value=""])');
      const first = (await openDays.first().getAttribute('value'))!;
      const target = (await openDays.nth(1).getAttribute('value'))!;
      expect(await calendar.locator(`[data-day="${first}"]`).getAttribute('aria-pressed')).toBe('true');
      await calendar.locator('button[tabindex="0"]').focus();
      for (
        let i = 0;
        i < 14 && (await page.evaluate(() => document.activeElement?.getAttribute('data-day'))) !== target;
        i++
      )
        await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(target);
      // The focus is seen.
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      expect(await page.locator('#field-date').inputValue()).toBe(target);
      expect(await calendar.locator(`[data-day="${target}"]`).getAttribute('aria-pressed')).toBe('true');
      expect(await calendar.locator('.day-calendar__chosen').textContent()).toContain(chosen);
      // The dates, made on the server, read as the page's language writes them.
      expect(await calendar.locator('.day-calendar__chosen').textContent()).toContain(longDay(target));
      expect(await calendar.locator(`[data-day="${target}"]`).getAttribute('aria-label')).toContain(longDay(target));
      expect(await calendar.locator('h3').textContent()).toBe(monthTitle(target));

      // A disabled day (before the first bookable one) cannot be chosen.
      const closed = calendar.locator('.day-calendar__day[aria-disabled="true"]').first();
      if (await closed.count()) {
        await closed.click({ force: true });
        expect(await page.locator('#field-date').inputValue()).toBe(target);
      }
      // Page Down shows the next month, as does its button; the month's name changes.
      const month = await calendar.locator('h3').textContent();
      await calendar.locator(`[data-day="${target}"]`).focus();
      await page.keyboard.press('PageDown');
      expect(await calendar.locator('h3').textContent()).not.toBe(month);
      await page.keyboard.press('PageUp');
      expect(await calendar.locator('h3').textContent()).toBe(month);
      await calendar.getByRole('button', { name: next }).click();
      expect(await calendar.locator('h3').textContent()).not.toBe(month);
      expect(await seriousViolations(page)).toEqual([]);

      // Sent with the rest of the form left empty: refused, and the day comes back chosen.
      await page.locator('button[type="submit"]').last().click();
      await page.waitForLoadState('load');
      await calendar.waitFor();
      expect(await page.locator('#field-date').inputValue()).toBe(target);
      expect(await calendar.locator(`[data-day="${target}"]`).getAttribute('aria-pressed')).toBe('true');
      await page.context().close();
    });
  },
);
