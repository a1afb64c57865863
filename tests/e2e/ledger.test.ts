import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createT, type T, runtimeKey } from '#src/i18n/index.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { dayAhead } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { sign, startRazorpay } from '../support/razorpay.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { desktop, launchBrowser, phone, sessionCookieFor } from './support/browser.ts';

/**
 * The payments ledger as the office and the devotee see it (docs/decisions/125): one UTR confirms
 * one booking unless the office says why, a UTR given is refunded rather than cancelled as unpaid,
 * and a refund is made once however often it is asked for. The site runs with a Razorpay stand-in
 * so that a gateway refund can be counted where it lands.
 */
const keyId = 'rzp_test_ledger';
const keySecret = 'ledger-key-secret';
let browser: Browser;
let server: RunningServer;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;
let office: TestAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  razorpay = await startRazorpay(keyId, keySecret);
  const env = { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_API_BASE: razorpay.apiBase };
  server = await startServer({ env });
  office = await createUser(server, { role: 'Admin', name: 'Meera Office' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await razorpay?.stop();
});

type Lang = 'en' | 'te';
const prefixOf = (lang: Lang) => (lang === 'te' ? '/te' : '');

/** A page of the site, the office's when `signedIn`; nothing leaves the machine. */
async function open(path: string, size: BrowserContextOptions, signedIn = false): Promise<Page> {
  const context = await browser.newContext(size);
  if (signedIn) await context.addCookies([sessionCookieFor(office.token, server.url)]);
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(server.url + path);
  await hydrated(page);
  return page;
}

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

/** A booking as the devotee's form posts it; its reference. */
async function book(lang: Lang, slug: string, date: string, email: string): Promise<string> {
  const created = await client(server.url).form(`${prefixOf(lang)}/book/${slug}`, {
    date,
    attendance: 'on-behalf',
    'devotees.0.name': 'Lakshmi Devi',
    'devotees.0.gotram': 'Bharadwaja',
    'devotees.0.nakshatram': 'Rohini',
    name: 'Ravi Kumar',
    email,
    phone: '9848012345',
    terms: 'on',
  });
  expect(created.status).toBe(303);
  const link = new URL(created.headers.get('location')!, server.url);
  const reference = link.pathname.split('/booking/')[1]!;
  keys.set(reference, link.searchParams.get('key')!);
  return reference;
}

/** Each booking's key, from the link it was answered with: its page opens only with it. */
const keys = new Map<string, string>();
const bookingPage = (reference: string) => `/booking/${reference}?key=${keys.get(reference)}`;

/**
 * Tabs from where the focus is to `target`, checks that its focus ring shows, then presses Enter:
 * the office and the devotee can do each step without a mouse.
 */
async function pressWithKeyboard(page: Page, target: Locator) {
  const isFocused = () => target.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 15 && !(await isFocused()); i++) await page.keyboard.press('Tab');
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focused: el === document.activeElement,
      focusVisible: el.matches(':focus-visible'),
      seen: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
  expect(ring).toEqual({ focused: true, focusVisible: true, seen: true });
  await page.keyboard.press('Enter');
}

/** Runs `act`, which posts a form, and waits for the page it leads to: that page's HTTP status. */
async function posted(page: Page, act: () => Promise<unknown>): Promise<number> {
  const [response] = await Promise.all([page.waitForNavigation(), act()]);
  await hydrated(page);
  return response!.status();
}

/** The notice of the page's own form (the notifications repeat it). */
const notice = (page: Page) => page.locator('#main .form-notice').first();
/** A button by its whole accessible name (a reference must not match a longer one). */
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const action = (t: T, intent: string, reference: string) =>
  t(runtimeKey(`admin.bookings.action.${intent}For`), { reference });
const rowOf = (page: Page, reference: string) => page.locator(`li[data-reference="${reference}"]`);
const stateOf = (page: Page, reference: string) => rowOf(page, reference).locator('p').first().textContent();

/** The office's bookings of one day, chosen through the list's filter with the keyboard. */
async function officeList(lang: Lang, size: BrowserContextOptions, day: string): Promise<Page> {
  const page = await open(`${prefixOf(lang)}/admin/bookings`, size, true);
  await page.locator('#filter-from').fill(day);
  await page.locator('#filter-to').fill(day);
  const apply = page.locator('.booking-admin__filters button[type="submit"]');
  expect(await posted(page, () => pressWithKeyboard(page, apply))).toBe(200);
  expect(new URL(page.url()).searchParams.get('from')).toBe(day);
  return page;
}

/** Presses an action of a booking's row (the list asks first) and answers Yes; the status of the answer. */
async function actAndConfirm(page: Page, reference: string, name: string, t: T) {
  expect(await posted(page, () => button(rowOf(page, reference), name).click())).toBe(200);
  return posted(page, () => button(page, t('admin.bookings.yes')).click());
}

async function giveUtr(lang: Lang, size: BrowserContextOptions, reference: string, utr: string, byKeyboard: boolean) {
  const page = await open(`${prefixOf(lang)}${bookingPage(reference)}`, size);
  const field = page.locator('input[name="utr"]');
  await field.fill(utr);
  const send = page.locator('.payment__utr button[type="submit"]');
  await posted(page, () => (byKeyboard ? pressWithKeyboard(page, send) : send.click()));
  expect(page.url()).toMatch(/&utr=saved$/);
  expect(await page.locator('.payment__done').textContent()).toBe(createT(lang)('booking.view.waitingOffice', { utr }));
  return page;
}

/** The ledger's payments of a booking: what was refunded, and how often. */
const paymentsOf = (reference: string) =>
  withDb(server, (db) => {
    const ofBooking = db.selectFrom('payments').where('payable_ref', '=', reference);
    return ofBooking.select(['state', 'refund_reference']).orderBy('id').execute();
  });

/** What the office is asked to send back: the booking's total, in the reader's digits and grouping. */
const totalOf = (reference: string) =>
  withDb(server, async (db) => {
    const row = await db
      .selectFrom('bookings')
      .select('total_paise')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return Number(row.total_paise);
  });

describe.each([
  { lang: 'en' as const, size: phone, width: 390, day: dayAhead(4), utr: '401234567890' },
  { lang: 'te' as const, size: desktop, width: 1280, day: dayAhead(5), utr: '501234567890' },
])('one UTR given for two bookings ($lang, $width px)', ({ lang, size, day, utr }) => {
  it('confirms the first, refuses the second naming the first, takes it with a reason in the trail', async () => {
    const t = createT(lang);
    const first = await book(lang, 'naama-nakshatra-pooja', day, `first-${lang}@example.org`);
    const second = await book(lang, 'naama-nakshatra-pooja', day, `second-${lang}@example.org`);
    for (const [reference, byKeyboard] of [
      [first, true],
      [second, false],
    ] as const)
      await (await giveUtr(lang, size, reference, utr, byKeyboard)).context().close();

    const page = await officeList(lang, size, day);
    const confirmFirst = button(rowOf(page, first), action(t, 'confirm', first));
    await rowOf(page, first).locator('a[href^="mailto:"]').focus();
    expect(await posted(page, () => pressWithKeyboard(page, confirmFirst))).toBe(200);
    const question = t('admin.bookings.ask.confirm', { reference: first });
    expect(await page.locator('#ask-heading').textContent()).toBe(question);
    await page.locator('#override-reason').focus();
    expect(await posted(page, () => pressWithKeyboard(page, button(page, t('admin.bookings.yes'))))).toBe(200);
    expect(await notice(page).textContent()).toBe(t('admin.bookings.done.confirm', { reference: first }));
    expect(await stateOf(page, first)).toContain(t('booking.status.confirmed'));

    const refused = await actAndConfirm(page, second, action(t, 'confirm', second), t);
    expect(refused).toBe(409);
    const refusal = (await notice(page).textContent())!;
    expect(refusal).toBe(t('payments.error.refTaken', { ref: utr, other: first }));
    expect(refusal).toContain(first);
    expect(refusal).toContain(t('payments.override.label').split(' (')[0]);
    expect(await stateOf(page, second)).toContain(t('booking.status.pending'));
    const confirmSecond = button(rowOf(page, second), action(t, 'confirm', second));
    expect(await confirmSecond.count()).toBe(1);

    const reason = `The family paid for both bookings in one transfer (${lang})`;
    await posted(page, () => confirmSecond.click());
    await page.getByLabel(t('payments.override.label')).fill(reason);
    expect(await posted(page, () => button(page, t('admin.bookings.yes')).click())).toBe(200);
    expect(await notice(page).textContent()).toBe(t('admin.bookings.done.confirm', { reference: second }));
    expect(await stateOf(page, second)).toContain(t('booking.status.confirmed'));

    await page.goto(`${server.url}${prefixOf(lang)}/admin/audit`);
    const entry = page.locator('li.audit-entry[data-action="override"]').filter({ hasText: second });
    expect(await entry.count()).toBe(1);
    expect(await entry.locator('.audit-entry__what strong').textContent()).toBe(t('audit.action.override'));
    expect(await entry.locator('[data-field="reason"] .audit-changes__to').textContent()).toBe(reason);
    expect(await entry.locator('[data-field="utr"] .audit-changes__from').textContent()).toBe(first);
    await page.context().close();
  });
});

describe.each([
  { lang: 'te' as const, size: phone, width: 390, day: dayAhead(6), utr: '601234567890' },
  { lang: 'en' as const, size: desktop, width: 1280, day: dayAhead(7), utr: '701234567890' },
])('a devotee with a UTR cancels ($lang, $width px)', ({ lang, size, day, utr }) => {
  it('asks for a refund, which the office makes once with the bank reference', async () => {
    const t = createT(lang);
    const email = `cancel-${lang}@example.org`;
    const reference = await book(lang, 'naama-nakshatra-pooja', day, email);
    const devotee = await giveUtr(lang, size, reference, utr, false);
    const cancel = devotee.locator('details.booking-cancel');
    // The UTR form is gone once a UTR is given: the kept link is the last stop before the cancel.
    expect(await devotee.locator('input[name="utr"]').count()).toBe(0);
    await devotee.locator('.booking-status__link a').focus();
    await pressWithKeyboard(devotee, cancel.locator('summary'));
    expect(await cancel.getAttribute('open')).not.toBeNull();
    expect(await cancel.locator('p').first().textContent()).toBe(t('booking.cancel.hintUtr'));
    await cancel.locator('input[name="email"]').fill(email);
    await posted(devotee, () => pressWithKeyboard(devotee, button(cancel, t('booking.cancel.submit'))));
    const done = devotee.locator('.booking-card .form-notice');
    expect(await done.textContent()).toBe(t('booking.cancel.done.refund_requested'));
    expect(await devotee.locator('[data-status]').textContent()).toBe(t('booking.status.refund_requested'));

    // Two of the office's pages, both showing the refund: the second stands for a stale tab.
    const page = await officeList(lang, size, day);
    const stale = await officeList(lang, size, day);
    const row = rowOf(page, reference);
    // What the office reads on the buttons, and what a screen reader names them.
    const buttons = await row.locator('button').evaluateAll((all) => all.map((b) => [b.textContent, b.ariaLabel]));
    expect(buttons).toEqual([
      [t('admin.bookings.action.notReceived'), action(t, 'notReceived', reference)],
      [t('admin.bookings.action.refund'), action(t, 'refund', reference)],
    ]);
    expect(await button(row, action(t, 'cancel', reference)).count()).toBe(0);

    const bankReference = `UPIREF${lang.toUpperCase()}0001`;
    await row.getByLabel(t('admin.bookings.bankReference')).fill(bankReference);
    expect(await posted(page, () => pressWithKeyboard(page, button(row, action(t, 'refund', reference))))).toBe(200);
    const amount = formatRupees(await totalOf(reference), lang);
    expect(await page.locator('#ask-heading').textContent()).toBe(
      t('admin.bookings.ask.refund', { reference, amount }),
    );
    const staleRow = rowOf(stale, reference);
    await staleRow.getByLabel(t('admin.bookings.bankReference')).fill('UPIREFSTALE0002');
    await posted(stale, () => button(staleRow, action(t, 'refund', reference)).click());

    expect(await posted(page, () => button(page, t('admin.bookings.yes')).click())).toBe(200);
    expect(await notice(page).textContent()).toBe(t('admin.bookings.done.refund', { reference }));
    expect(await stateOf(page, reference)).toContain(t('booking.status.refunded'));

    // The stale page's Yes comes after the refund: refused, and no second refund is recorded.
    expect(await posted(stale, () => button(stale, t('admin.bookings.yes')).click())).toBe(409);
    expect(await notice(stale).textContent()).toBe(t('booking.error.status', { status: t('booking.status.refunded') }));
    expect(await paymentsOf(reference)).toEqual([{ state: 'refunded', refund_reference: bankReference }]);

    await devotee.reload();
    expect(await devotee.locator('[data-status]').textContent()).toBe(t('booking.status.refunded'));
    for (const p of [devotee, page, stale]) await p.context().close();
  });
});

describe('a booking paid with Razorpay (en, 1280 px)', () => {
  it('is refunded through the gateway once, however often the office asks', async () => {
    const t = createT('en');
    const day = dayAhead(8);
    const reference = await book('en', 'graha-shanti-pooja', day, 'padma-ledger@example.org');
    const devotee = await browser.newPage(desktop);
    await devotee.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await devotee.exposeFunction('signForTest', (order: string, paid: string) => sign(keySecret, `${order}|${paid}`));
    // Checkout cannot load offline: a stand-in 'pays' and hands back a real signature.
    await devotee.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.Razorpay = class {
        options: { order_id: string; handler: (r: object) => void };
        constructor(options: { order_id: string; handler: (r: object) => void }) {
          this.options = options;
        }
        on() {}
        async open() {
          const signed = w.signForTest as (o: string, p: string) => Promise<string>;
          const paid = { razorpay_payment_id: 'pay_LedgerBooking1', razorpay_order_id: this.options.order_id };
          const signature = await signed(paid.razorpay_order_id, paid.razorpay_payment_id);
          this.options.handler({ ...paid, razorpay_signature: signature });
        }
      };
    });
    await devotee.goto(`${server.url}${bookingPage(reference)}`);
    await Promise.all([devotee.waitForEvent('load'), button(devotee, t('donation.gateway.pay')).click()]);
    await expect.poll(() => devotee.locator('[data-status]').getAttribute('data-status')).toBe('confirmed');

    const page = await officeList('en', desktop, day);
    const stale = await officeList('en', desktop, day);
    const refund = action(t, 'refund', reference);
    // A Razorpay payment goes back through Razorpay: no bank reference to write.
    expect(await rowOf(page, reference).getByLabel(t('admin.bookings.bankReference')).count()).toBe(0);
    expect(await posted(stale, () => button(rowOf(stale, reference), refund).click())).toBe(200);
    expect(await actAndConfirm(page, reference, refund, t)).toBe(200);
    expect(await notice(page).textContent()).toBe(t('admin.bookings.done.refund', { reference }));
    expect(await stateOf(page, reference)).toContain(t('booking.status.refunded'));
    expect(razorpay.refunds).toEqual([expect.objectContaining({ payment_id: 'pay_LedgerBooking1', amount: 111600 })]);

    expect(await posted(stale, () => button(stale, t('admin.bookings.yes')).click())).toBe(409);
    expect(await notice(stale).textContent()).toBe(t('booking.error.status', { status: t('booking.status.refunded') }));
    expect(razorpay.refunds).toHaveLength(1);
    for (const p of [devotee, page, stale]) await p.context().close();
  });
});
