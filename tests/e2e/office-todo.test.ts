import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createT, localePath, type Lang } from '#src/i18n/index.ts';
import { withDb } from '../support/database-rows.ts';
import { dayAhead } from '../support/bookings.ts';
import { ledgerRow, todoBooking, todoPuja } from '../support/office-rows.ts';
import { desktop, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

/**
 * The office's to-do at /admin, on a phone and a laptop, in both languages: a UTR to verify and a
 * refund request show with their counts, the menu shows the total, and one tap on an item opens
 * its record with the action to take.
 */
const server = inject('database');
const { page: adminPage } = useAdminBrowser({ name: 'Meera Office' });

const sizes = [
  ['390', phone],
  ['1280', desktop],
] as const;
const languages: Lang[] = ['en', 'te'];

let toVerify = '';
let toRefund = '';

beforeAll(async () => {
  await withDb(server, async (db) => {
    const puja = await todoPuja(db, `office-todo-${Date.now()}`);
    // A puja months ahead: its UTR is outside the bookings list's default week.
    const pending = await todoBooking(db, puja.id, dayAhead(75), 'pending', { utr: '407654321098' });
    await ledgerRow(db, {
      ref: '407654321098',
      amountPaise: 111_600,
      payable: { type: 'booking', reference: pending.reference },
      state: 'reported',
    });
    const asked = await todoBooking(db, puja.id, dayAhead(20), 'refund_requested', { utr: '407654321099' });
    await ledgerRow(db, {
      ref: '407654321099',
      amountPaise: 111_600,
      payable: { type: 'booking', reference: asked.reference },
      state: 'refund_requested',
    });
    toVerify = pending.reference;
    toRefund = asked.reference;
  });
});

const countIn = async (page: Page, sectionId: string) =>
  Number(/\d+/.exec((await page.locator(`#${sectionId}-heading .todo-count`).textContent()) ?? '')?.[0]);

describe.each(sizes)('the to-do at %s px', (_width, size) => {
  it.each(languages)(
    'in %s: shows the payment to verify and the refund request with counts, and one tap opens each',
    async (lang) => {
      const t = createT(lang);
      const page = await adminPage(localePath(lang, '/admin'), size);
      await page.getByRole('heading', { level: 1, name: t('office.heading') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      expect(await countIn(page, 'todo-reported')).toBeGreaterThanOrEqual(1);
      expect(await countIn(page, 'todo-refund_requested')).toBeGreaterThanOrEqual(1);
      // The menu's number is the to-do's total, read out with its words.
      const todoLink = page
        .getByRole('navigation', { name: t('admin.nav.label') })
        .getByRole('link', { name: new RegExp(`^${t('admin.nav.todo')}`) });
      const total = Number(await todoLink.locator('[aria-hidden="true"]').textContent());
      expect(total).toBeGreaterThanOrEqual(2);
      expect(await todoLink.getAttribute('aria-current')).toBe('page');
      expect(await seriousViolations(page)).toEqual([]);

      // Keyboard focus shows on an item's link.
      const verify = page
        .locator('#todo-reported')
        .getByRole('link', { name: t('office.payable.booking', { reference: toVerify }) });
      await verify.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(
        await verify.evaluate(
          (el) =>
            el === document.activeElement &&
            el.matches(':focus-visible') &&
            getComputedStyle(el).outlineStyle !== 'none',
        ),
      ).toBe(true);
      const box = (await verify.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);

      await Promise.all([page.waitForURL(/\/admin\/bookings\?q=/), verify.click()]);
      await page
        .getByRole('button', { name: t('admin.bookings.action.confirmFor', { reference: toVerify }) })
        .waitFor();

      await page.goto(inject('baseURL') + localePath(lang, '/admin'));
      const refund = page
        .locator('#todo-refund_requested')
        .getByRole('link', { name: t('office.payable.booking', { reference: toRefund }) });
      await Promise.all([page.waitForURL(/\/admin\/bookings\?q=/), refund.click()]);
      await page.getByRole('button', { name: t('admin.bookings.action.refundFor', { reference: toRefund }) }).waitFor();
      await page.context().close();
    },
  );
});

describe('the events form', () => {
  it('has its own menu entry at /admin/events', async () => {
    const page = await adminPage('/admin', desktop);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await Promise.all([
      page.waitForURL(/\/admin\/events$/),
      nav.getByRole('link', { name: 'Events', exact: true }).click(),
    ]);
    await page.getByRole('tab', { name: 'Post Event' }).waitFor();
    await page.context().close();
  });
});
