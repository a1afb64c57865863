import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import { financialYear } from '#src/features/payments/money.ts';
import { dayAhead, testPuja } from '../support/bookings.ts';
import { client } from '../support/http.ts';
import { desktop, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

/**
 * A puja booked and paid at the counter on the office's phone, in English and Telugu: the
 * 'Puja booking' link at the top opens the form, the booking is recorded paid with the next puja
 * receipt number, and its receipt opens on the counter's print page.
 */
const { page: adminPage, admin } = useAdminBrowser({ name: 'Meera Counter Booking' });
const fitsWidth = (page: Awaited<ReturnType<typeof adminPage>>) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const pj = `PJ/${financialYear(new Date())}/\\d{4}`;
let pujaId = '';

beforeAll(async () => {
  const http = client(inject('baseURL'));
  const made = await http.json('POST', '/api/pujas', testPuja('counter-e2e-puja'), {
    authorization: `Bearer ${admin().token}`,
  });
  expect(made.status).toBe(201);
  pujaId = String(((await made.json()) as { id: number }).id);
});

describe('a puja booking at the counter on a phone', () => {
  for (const [lang, prefix, name] of [
    ['en', '', 'Lakshmi Narayana'],
    ['te', '/te', 'సీతమ్మ'],
  ] as const) {
    it(`books and records the payment in ${lang === 'en' ? 'English' : 'Telugu'}, and prints it`, async () => {
      const t = createT(lang);
      const page = await adminPage(`${prefix}/admin/counter`, phone);
      await Promise.all([
        page.waitForURL(/kind=booking/),
        page.getByRole('link', { name: t('counter.kind.booking'), exact: true }).click(),
      ]);
      expect(await fitsWidth(page)).toBe(true);
      await page.getByLabel(t('counter.booking.field.puja'), { exact: true }).selectOption(pujaId);
      await page.getByLabel(t('counter.booking.field.date')).fill(dayAhead(4));
      await page.getByLabel(t('counter.booking.field.name')).fill(name);
      await page.getByLabel(t('counter.mode.upi')).check();
      // A UTR that is too short is refused, naming the field, with what was typed kept.
      await page.getByLabel(t('counter.field.reference')).fill('1234');
      const save = page.getByRole('button', { name: t('counter.booking.submit') });
      await Promise.all([page.waitForLoadState('load'), save.click()]);
      await expect.poll(() => page.getByText(t('counter.error.utr')).first().isVisible()).toBe(true);
      expect(await page.getByLabel(t('counter.booking.field.name')).inputValue()).toBe(name);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel(t('counter.field.reference')).fill(lang === 'en' ? '612300001111' : '612300002222');
      await Promise.all([
        page.waitForURL(/booked=BK/),
        page.getByRole('button', { name: t('counter.booking.submit') }).click(),
      ]);
      const booked = page.locator('.counter-recorded');
      const text = (await booked.textContent()) ?? '';
      expect(text).toMatch(new RegExp(pj));
      expect(text).toContain(name);
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await Promise.all([
        page.waitForURL(/paper=roll/),
        page.getByRole('link', { name: t('counter.printRoll') }).click(),
      ]);
      const receipt = page.locator('.counter-receipt--roll');
      expect(await receipt.textContent()).toContain(text.match(new RegExp(pj))![0]);
      expect(await fitsWidth(page)).toBe(true);
      await page.context().close();
    });
  }

  it('lays the booking form out on a desktop, in both languages', async () => {
    for (const prefix of ['', '/te']) {
      const page = await adminPage(`${prefix}/admin/counter?kind=booking`, desktop);
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
