import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { desktop, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

/**
 * A bank statement checked on a phone in Telugu and on a laptop in English: uploaded, its columns
 * mapped, one payment proposed, one UTR unknown, one amount that differs; the proposal verified
 * and its booking confirmed.
 */
const baseURL = inject('baseURL');
const { page: adminPage, admin } = useAdminBrowser({ name: 'Meera Office' });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const cases = [
  {
    name: 'Telugu at 390 px',
    prefix: '/te',
    viewport: phone,
    digit: '6',
    words: {
      unknown: 'సైట్‌కు తెలియని UTRలు (1)',
      differs: 'మొత్తం వేరుగా ఉంది (1)',
      verified: 'నిర్ధారించిన చెల్లింపులు: 1.',
      confirmed: 'నిర్ధారణ అయింది',
    },
  },
  {
    name: 'English at 1280 px',
    prefix: '',
    viewport: desktop,
    digit: '7',
    words: {
      unknown: 'UTRs the site does not know (1)',
      differs: 'Amount differs (1)',
      verified: 'Payments verified: 1.',
      confirmed: 'Confirmed',
    },
  },
] as const;

/** A UPI booking with its UTR reported by the devotee, as the booking page sends it. */
async function reportedBooking(pujaId: number, utr: string): Promise<string> {
  const made = await fetch(`${baseURL}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(pujaId, dayAhead(5))),
  });
  const { reference, page } = (await made.json()) as { reference: string; page: string };
  const reported = await fetch(`${baseURL}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
    body: new URLSearchParams({ utr }),
  });
  expect(reported.status).toBe(303);
  return reference;
}

describe('a bank statement reconciled', () => {
  for (const c of cases) {
    it(`in ${c.name}: mapped, matched, verified, and the booking confirmed`, async () => {
      const made = await fetch(`${baseURL}/api/pujas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin().token}` },
        body: JSON.stringify(testPuja(`reconcile-${c.digit}`, { prasadam: false })),
      });
      const { id } = (await made.json()) as { id: number };
      const utr = {
        equal: c.digit.repeat(11) + '1',
        differs: c.digit.repeat(11) + '2',
        unknown: c.digit.repeat(11) + '3',
      };
      const paid = await reportedBooking(id, utr.equal);
      const short = await reportedBooking(id, utr.differs);
      const file = join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.csv');
      writeFileSync(
        file,
        [
          'Tran Date,Particulars,Debit,Credit,Balance',
          `01-04-2026,UPI/${utr.equal}/LAKSHMI DEVI,,1116.00,1116.00`,
          `01-04-2026,UPI/${utr.differs}/LAKSHMI DEVI,,1100.00,2216.00`,
          `02-04-2026,UPI/${utr.unknown}/UNKNOWN,,501.00,2717.00`,
        ].join('\n'),
      );

      const page = await adminPage(`${c.prefix}/admin/payments`, c.viewport);
      expect(await fitsWidth(page)).toBe(true);
      await page.locator('#reconcile-bank').fill(`Bank ${c.digit}`);
      await page.locator('#reconcile-file').setInputFiles(file);
      await page.locator('#reconcile-file').locator('xpath=ancestor::form').locator('button[type=submit]').click();

      await page.locator('#map-date').selectOption('Tran Date');
      await page.locator('#map-reference').selectOption('Particulars');
      await page.locator('#map-amount').selectOption('Credit');
      expect(await fitsWidth(page)).toBe(true);
      await page.locator('#map-amount').locator('xpath=ancestor::form').locator('button[type=submit]').click();

      const proposal = page.locator(`article[data-utr="${utr.equal}"]`);
      await expect.poll(() => proposal.count()).toBe(1);
      const tick = proposal.getByRole('checkbox');
      expect(await tick.isChecked()).toBe(true);
      await expect.poll(() => page.locator('#differs-heading').textContent()).toBe(c.words.differs);
      expect(await page.locator(`article[data-utr="${utr.differs}"]`).textContent()).toContain(short);
      expect(await page.locator('#unknown-heading').textContent()).toBe(c.words.unknown);
      expect(await page.locator(`li[data-utr="${utr.unknown}"]`).count()).toBe(1);
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      const verify = page.locator('#proposed-heading').locator('xpath=..').locator('button[type=submit]');
      await verify.scrollIntoViewIfNeeded();
      await verify.click();
      await expect.poll(() => page.locator('main .form-notice').first().textContent()).toContain(c.words.verified);
      expect(await page.locator('#done-heading').locator('xpath=..').textContent()).toContain(paid);

      await page.goto(`${baseURL}${c.prefix}/booking/${paid}`);
      expect(await page.locator('main').textContent()).toContain(c.words.confirmed);
    });
  }
});
