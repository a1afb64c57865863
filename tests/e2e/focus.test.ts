import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createT, languages, localePath } from '#src/i18n/index.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { dayAhead } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { todoBooking, todoPuja } from '../support/office-rows.ts';
import {
  desktop,
  expectToast,
  phone,
  seriousViolations,
  sessionCookieFor,
  useAdminBrowser,
} from './support/browser.ts';

// Issue 28: the focus follows each change, with and without JavaScript, in both languages at
// 390 and 1280 px. Without JavaScript a page cannot be asked what has the focus, so the tests
// read it through the `:focus` selector, which works either way.
const { browser, page: adminPage } = useAdminBrowser();
const baseURL = inject('baseURL');
const database = inject('database');
const widths = { 390: phone, 1280: desktop } as const;
const cases = languages.flatMap((lang) => ([390, 1280] as const).map((width) => [lang, width] as const));
/** A day no other test books: this file's bookings are alone on it. */
const day = dayAhead(41);
/** Each case's bookings on that day: one confirmed (to mark performed), one unpaid (to cancel). */
const references: Record<string, { confirmed: string; unpaid: string }> = {};
let devotee: TestAccount;

beforeAll(async () => {
  devotee = await createUser(database, { role: 'User', name: 'Kamala Devi' });
  await withDb(database, async (db) => {
    const puja = await todoPuja(db, `focus-${Date.now()}`);
    for (const [lang, width] of cases) {
      const confirmed = (await todoBooking(db, puja.id, day, 'confirmed')).reference;
      references[`${lang}-${width}`] = {
        confirmed,
        unpaid: (await todoBooking(db, puja.id, day, 'pending')).reference,
      };
    }
  });
});

async function open(path: string, options: BrowserContextOptions, js = true, signedIn?: TestAccount): Promise<Page> {
  const context = await browser().newContext({ ...options, baseURL, javaScriptEnabled: js });
  if (signedIn) await context.addCookies([sessionCookieFor(signedIn.token, baseURL)]);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const focus = (page: Page) => page.locator(':focus');
/** Sends a form by its button and waits for the page that answers. */
const send = (page: Page, button: ReturnType<Page['locator']>) =>
  Promise.all([page.waitForEvent('load'), button.click()]);

/** The focused element is on the screen, below the sticky header, not scrolled away. */
async function expectFocusInView(page: Page, height: number) {
  const box = (await focus(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

describe.each(cases)('in %s at %i px', (lang, width) => {
  const t = createT(lang);
  const size = widths[width];
  const height = size.viewport!.height;

  it.each([true, false])(
    'devotee rows: Add and Remove come back at the row, its first field focused (JavaScript %s)',
    async (js) => {
      const page = await open(localePath(lang, '/book/chandi-homam'), size, js);
      await page.locator('[name="devotees.0.name"]').fill('Lakshmi Devi');
      await send(page, page.getByRole('button', { name: t('booking.form.addDevotee') }));
      expect(new URL(page.url()).hash).toBe('#devotee-2');
      expect(await focus(page).getAttribute('id')).toBe('field-devotees.1.name');
      await expectFocusInView(page, height);
      // Each row is a group named by its title, so its 'Name' is told apart from the others'.
      const second = page.getByRole('group', { name: t('booking.form.devotee', { n: 2 }), exact: true });
      expect(await second.getByLabel(t('booking.form.name'), { exact: true }).getAttribute('id')).toBe(
        'field-devotees.1.name',
      );

      await page.locator('[name="devotees.1.name"]').fill('Sita');
      await send(page, page.getByRole('button', { name: t('booking.form.addDevotee') }));
      await page.locator('[name="devotees.2.name"]').fill('Rama');
      // Removing the middle row: Rama takes its place, and the focus.
      await send(page, page.getByRole('button', { name: t('booking.form.removeDevotee', { n: 2 }) }));
      expect(await focus(page).getAttribute('id')).toBe('field-devotees.1.name');
      expect(await focus(page).inputValue()).toBe('Rama');
      await expectFocusInView(page, height);
      // Removing the last row: the focus is on 'Add a devotee', where the row was.
      await send(page, page.getByRole('button', { name: t('booking.form.removeDevotee', { n: 2 }) }));
      expect(new URL(page.url()).hash).toBe('#devotee-add');
      expect(await focus(page).textContent()).toBe(t('booking.form.addDevotee'));
      await expectFocusInView(page, height);

      if (js) {
        // The calendar names arrow keys only where there are some: a mouse's screen, or after a key.
        const help = page.locator('#field-date-help');
        await help.waitFor();
        if (width === 390) expect(await help.textContent()).toBe(t('booking.calendar.help'));
        else expect(await help.textContent()).toContain(t('booking.calendar.keys'));
        await page.locator('.day-calendar button[tabindex="0"]').focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => help.textContent()).toContain(t('booking.calendar.keys'));
      }
      await page.context().close();
    },
  );

  const focusesTheErrorSummary =
    'a form sent with errors without JavaScript comes back with its error summary focused; a sign-in is announced';
  it(focusesTheErrorSummary, async () => {
    const page = await open(localePath(lang, '/contactus'), size, false);
    for (const path of ['/contactus', '/login', '/signup', '/donationpayment', '/book/chandi-homam']) {
      await page.goto(localePath(lang, path));
      const submit = page.locator('main form button[type="submit"]:not([formnovalidate]):not([tabindex="-1"])').last();
      await send(page, submit);
      expect(await focus(page).getAttribute('role'), path).toBe('alert');
      expect(await focus(page).getAttribute('class'), path).toContain('form-notice--error');
      await expectFocusInView(page, height);
    }
    // Signed in, the next page starts at the message saying so.
    await page.goto(localePath(lang, '/login'));
    await page.locator('main form [name="email"]').fill(devotee.email);
    await page.locator('main form [name="password"]').fill(devotee.password);
    await send(page, page.locator('main form button[type="submit"]'));
    expect(await focus(page).getAttribute('role')).toBe('status');
    expect(await focus(page).textContent()).toBe(t('auth.login.success'));
    await page.context().close();
  });

  it.each([true, false])(
    'account: a refusal and a change are told in their section, which takes the focus (JavaScript %s)',
    async (js) => {
      const page = await open(localePath(lang, '/account'), size, js, devotee);
      const add = page.locator('form[aria-labelledby="devotee-add-heading"]');
      await send(page, add.getByRole('button', { name: t('account.devotees.addSubmit') }));
      expect(new URL(page.url()).hash).toBe('#devotees-answer');
      expect(await focus(page).textContent()).toBe(t('account.error.fix'));
      expect(await focus(page).getAttribute('role')).toBe('alert');
      await expectFocusInView(page, height);
      await add.locator('[name="name"]').fill(js ? 'Gowri Shankar' : 'Parvathi Devi');
      await add.locator('[name="gotram"]').fill('Kashyapa');
      await add.locator('[name="nakshatram"]').selectOption('Rohini');
      await send(page, add.getByRole('button', { name: t('account.devotees.addSubmit') }));
      expect(new URL(page.url()).search).toBe('?done=added');
      expect(await page.locator('#devotees :focus').textContent()).toBe(t('account.done.added'));
      expect(await focus(page).getAttribute('role')).toBe('status');
      await expectFocusInView(page, height);
      await page.context().close();
    },
  );

  it('admin: the "are you sure?" question takes the focus, then the notice of what was done', async () => {
    const { confirmed, unpaid: reference } = references[`${lang}-${width}`]!;
    const page = await adminPage(localePath(lang, `/admin/bookings?from=${day}&to=${day}`), size);
    // The buttons' names start with what they show (axe: label-content-name-mismatch).
    const mark = page.getByRole('button', {
      name: t('admin.bookings.action.performedFor', { reference: confirmed }),
      exact: true,
    });
    expect(
      t('admin.bookings.action.performedFor', { reference: confirmed }).startsWith((await mark.textContent())!),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await send(
      page,
      page.getByRole('button', { name: t('admin.bookings.action.cancelFor', { reference }), exact: true }),
    );
    const question = page.getByRole('alertdialog', { name: t('admin.bookings.ask.cancel', { reference }) });
    expect(await question.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectFocusInView(page, height);
    expect(await seriousViolations(page)).toEqual([]);
    // Tab reaches the answer at once, not after the menu.
    await page.keyboard.press('Tab');
    expect(await focus(page).textContent()).toBe(t('admin.bookings.yes'));
    await send(page, focus(page));
    expect(await focus(page).textContent()).toBe(t('admin.bookings.done.cancel', { reference }));
    expect(await focus(page).getAttribute('role')).toBe('status');
    await expectToast(page, t('admin.bookings.done.cancel', { reference }));
    await page.context().close();
  });

  it('admin: moving a page-text item keeps the focus on its arrow at its new place', async () => {
    const page = await adminPage(localePath(lang, '/admin/pages?page=adyatmikam&section=rules'), size);
    const third = await page.locator('[name="rules.2.en"]').inputValue();
    await send(page, page.locator('button[value="rules.2:up"]'));
    expect(await focus(page).getAttribute('value')).toBe('rules.1:up');
    expect(await page.locator('[name="rules.1.en"]').inputValue()).toBe(third);
    await expectFocusInView(page, height);
    // Pressed again from the keyboard: at the top of its list, the focus is on its other arrow.
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect(await focus(page).getAttribute('value')).toBe('rules.0:down');
    expect(await page.locator('[name="rules.0.en"]').inputValue()).toBe(third);
    await page.context().close();
  });

  it("the priests' sheet fits the screen and has a print button; paper keeps the table", async () => {
    const page = await adminPage(localePath(lang, `/admin/bookings/print?from=${day}&to=${day}`), size);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    if (width === 390) {
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await fits()).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => (window.print = () => document.body.setAttribute('data-printed', '')));
    await page.getByRole('button', { name: t('admin.bookings.printButton') }).click();
    expect(await page.locator('body[data-printed]').count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(
      await page
        .locator('.print-sheet table')
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe('table');
    expect(await page.getByRole('button', { name: t('admin.bookings.printButton') }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe.each(languages)('the header at 320 px (%s)', (lang) => {
  it('keeps the centre name clear of the language button', async () => {
    const page = await open(localePath(lang, '/'), { ...phone, viewport: { width: 320, height: 640 } });
    // The web font comes after the first paint, wider than the fallback: measured once it is in.
    await page.locator('html.web-fonts').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    const name = (await page.locator('.site-header__brand span').boundingBox())!;
    const language = (await page.locator('.language-switch').boundingBox())!;
    expect(name.x + name.width).toBeLessThanOrEqual(language.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });
});
