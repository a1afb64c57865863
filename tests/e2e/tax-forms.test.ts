import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withDb } from '../support/database-rows.ts';
import { insertGift } from '../support/tax-forms.ts';
import { desktop, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

/**
 * The office files Form 10BD on a phone: the check says the year is complete, the acknowledgement
 * is entered in the form, and the certificates are made and listed with whom they were mailed.
 */
const server = inject('database');
const { page: adminPage } = useAdminBrowser({ name: 'Meera Office' });
const small: typeof phone = { ...phone, viewport: { width: 320, height: 640 } };
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const runs = [
  {
    lang: 'English',
    prefix: '',
    fy: '2023-24',
    day: '2024-05-20',
    texts: { save: 'Save the acknowledgement', make: 'Make and e-mail the certificates' },
  },
  {
    lang: 'Telugu',
    prefix: '/te',
    fy: '2022-23',
    day: '2023-05-22',
    texts: { save: 'అక్నాలెడ్జ్‌మెంట్ భద్రపరచండి', make: 'సర్టిఫికెట్లు తయారుచేసి ఈమెయిల్ చేయండి' },
  },
] as const;

beforeAll(async () => {
  await withDb(server, async (db) => {
    for (const { fy, lang } of runs) {
      const gift = {
        firstName: `Gowri ${lang}`,
        email: `gowri-${fy}@example.org`,
        identity: ['pan', 'ABCDE1234F'] as ['pan', string],
        address: 'Ongole',
      };
      await insertGift(db, { ...gift, receipt: `${fy}/0001`, rupees: 1000 });
      await insertGift(db, { ...gift, receipt: `${fy}/0002`, payMode: 'cash', rupees: 500 });
    }
  });
});

describe('Forms 10BD and 10BE on a phone', () => {
  for (const { lang, prefix, fy, day, texts } of runs) {
    it(`in ${lang} at 390 px: the acknowledgement is entered and the certificates are listed`, async () => {
      const page = await adminPage(`${prefix}/admin/donations/tax-forms?fy=${fy}`, phone);
      expect(await fitsWidth(page)).toBe(true);
      expect(await page.locator('[data-incomplete]').count()).toBe(0);
      await page.locator('#field-acknowledgement').fill('123456789012345');
      await page.locator('#field-filedOn').fill(day);
      await page.getByRole('button', { name: texts.save }).click();
      await page.waitForURL(/done=filing/);
      expect(await page.locator('#filing').textContent()).toContain('123456789012345');
      await page.getByRole('button', { name: texts.make }).click();
      await page.waitForURL(/done=certify/);
      const card = page.locator(`[data-certificate="10BE/${fy}/0001"]`);
      await card.scrollIntoViewIfNeeded();
      expect(await card.textContent()).toContain(`gowri-${fy}@example.org`);
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      // The donations list shows the same year's certificates.
      const list = await adminPage(`${prefix}/admin/donations?fy=${fy}`, phone);
      expect(await list.locator(`[data-certificate="10BE/${fy}/0001"]`).count()).toBe(1);
    });
  }

  for (const [size, viewport] of [
    ['320', small],
    ['1280', desktop],
  ] as const) {
    it(`fits ${size} px without scrolling sideways, its buttons reached by keyboard with a visible focus`, async () => {
      const page = await adminPage(`/te/admin/donations/tax-forms?fy=${runs[0].fy}`, viewport);
      expect(await fitsWidth(page)).toBe(true);
      const save = page.getByRole('button', { name: runs[1].texts.save });
      await save.focus();
      expect(await save.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    });
  }
});
