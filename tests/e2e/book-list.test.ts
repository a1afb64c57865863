import { describe, expect, inject, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { desktop, phone, seriousViolations, signedInPage, useBrowser } from './support/browser.ts';

/** The ways to book a puja: the header (desktop and phone menu), the home page, the footer, /book and the account. */
const { browser, open } = useBrowser();

const cases = [
  { lang: 'en', prefix: '', menu: 'BOOK A PUJA', book: 'Book', heading: 'Parihara pujas', options: phone, width: 390 },
  {
    lang: 'te',
    prefix: '/te',
    menu: 'పూజ బుకింగ్',
    book: 'బుక్ చేయండి',
    heading: 'పరిహార పూజలు',
    options: desktop,
    width: 1280,
  },
  {
    lang: 'en',
    prefix: '',
    menu: 'BOOK A PUJA',
    book: 'Book',
    heading: 'Parihara pujas',
    options: desktop,
    width: 1280,
  },
  {
    lang: 'te',
    prefix: '/te',
    menu: 'పూజ బుకింగ్',
    book: 'బుక్ చేయండి',
    heading: 'పరిహార పూజలు',
    options: phone,
    width: 390,
  },
  // The narrowest window that shows the desktop menu, in the longer language.
  {
    lang: 'te',
    prefix: '/te',
    menu: 'పూజ బుకింగ్',
    book: 'బుక్ చేయండి',
    heading: 'పరిహార పూజలు',
    options: { viewport: { width: 1100, height: 800 } },
    width: 1100,
  },
];

describe('Book a puja', () => {
  it.each(cases)(
    '$lang at $width px: the header leads to /book, which leads to a puja’s form',
    async ({ prefix, menu, book, heading, options, width }) => {
      const page = await open(`${prefix}/aboutus`, options);
      if (width < 1100) await page.locator('.nav-mobile__toggle').click();
      const nav = page.locator(width < 1100 ? '#mobile-menu' : '.nav-desktop');
      await nav.getByRole('link', { name: menu, exact: true }).click();
      await page.waitForURL(`**${prefix}/book`);
      expect(await page.locator('h2#book-parihara').innerText()).toBe(heading);
      // The header keeps every item on one line, and nothing pushes the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width >= 1100) {
        const tops = await page
          .locator('.nav-desktop > ul > li')
          .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
      }
      expect(await seriousViolations(page)).toEqual([]);
      const card = page.locator('.book-list__item', {
        has: page.getByRole('heading', { name: /చండీ హోమం|Chandi Homam/ }),
      });
      expect(await card.locator('time').count()).toBeGreaterThan(0);
      await card.getByRole('link', { name: new RegExp(`^${book}:`) }).click();
      await page.waitForURL(`**${prefix}/book/chandi-homam`);
      await page.context().close();
    },
  );

  it('is a section of the home page and a link of the footer, in both languages', async () => {
    const pages: Array<[string, string]> = [
      ['/', '/book'],
      ['/te/', '/te/book'],
    ];
    for (const [path, href] of pages) {
      const page = await open(path, phone);
      await page.locator('#book-block-heading').scrollIntoViewIfNeeded();
      await page.locator('.book-block a').click();
      await page.waitForURL(`**${href}`);
      expect(await page.locator('.site-footer').locator(`a[href="${href}"]`).count()).toBe(1);
      await page.context().close();
    }
  });

  it('is offered by the account’s empty list of bookings', async () => {
    const account = await createUser(inject('database'), { role: 'User' });
    const page = await signedInPage(browser(), `${inject('baseURL')}/te/account`, account.token, phone);
    const bookings = page.locator('#bookings');
    expect(await bookings.innerText()).toContain('ఇంకా బుకింగ్‌లు లేవు.');
    await bookings.getByRole('link', { name: 'పూజ బుక్ చేయండి' }).click();
    await page.waitForURL('**/te/book');
    await page.context().close();
  });
});
