import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publicRoutes, signedInRoutes } from '#src/features/site/routes.ts';
import { adminNavItems } from '#src/features/admin/nav.ts';
import { languages, localePath } from '#src/i18n/index.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { dayAhead } from '../support/bookings.ts';
import { withDb } from '../support/database-rows.ts';
import { todoBooking, todoPuja } from '../support/office-rows.ts';
import { desktop, launchBrowser, phone, seriousViolations, sessionCookieFor } from './support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const viewports = { phone, desktop };

// Both widths: the desktop navigation and the phone menu are different markup.
describe.each(languages.flatMap((lang) => (['phone', 'desktop'] as const).map((v) => [lang, v] as const)))(
  'accessibility in %s on a %s',
  (lang, viewport) => {
    it.each(publicRoutes.map((r) => r.path))('%s has no serious or critical violation', async (path) => {
      const context = await browser.newContext({ ...viewports[viewport], baseURL });
      const page = await context.newPage();
      await page.goto(localePath(lang, path));
      expect(await seriousViolations(page)).toEqual([]);
      // Landmarks a screen reader lists: none twice under one name, and the chat link in one.
      const landmarks = (await page.locator('body').ariaSnapshot())
        .split('\n')
        .map((line) => line.trim().replace(/:$/, ''))
        .filter((line) => /^- (banner|navigation|main|contentinfo|complementary|region|search|form)\b/.test(line));
      expect(landmarks.filter((l, i) => landmarks.indexOf(l) !== i)).toEqual([]);
      expect(
        await page.locator('.chat-link').evaluate((link) => link.closest('aside, [role="complementary"]') !== null),
      ).toBe(true);
      await context.close();
    });
  },
);

// Signed in (issue 28): a devotee's own pages, and every admin screen with bookings to act on.
const day = dayAhead(43);
const accounts: Partial<Record<'devotee' | 'admin', TestAccount>> = {};
let mine = '';

beforeAll(async () => {
  const database = inject('database');
  accounts.devotee = await createUser(database, { role: 'User' });
  accounts.admin = await createUser(database, { role: 'Admin' });
  await withDb(database, async (db) => {
    const puja = await todoPuja(db, `axe-${Date.now()}`);
    const booking = await todoBooking(db, puja.id, day, 'confirmed', { prasadam: true });
    await todoBooking(db, puja.id, day, 'pending');
    const users = db.selectFrom('users').select('id');
    const user = await users.where('email', '=', accounts.devotee!.email).executeTakeFirstOrThrow();
    await db.updateTable('bookings').set({ user_id: user.id }).where('id', '=', booking.id).execute();
    mine = booking.reference;
  });
});

/** The bookings list and sheet on the day with this file's bookings. */
const onDay = (path: string) => (path === '/admin/bookings' ? `${path}?from={day}&to={day}` : path);
const signedInPaths = {
  devotee: [...signedInRoutes.map((r) => r.path), '/booking/{mine}', '/book/chandi-homam'],
  admin: [...adminNavItems.map((item) => onDay(item.path)), '/admin/bookings/print?from={day}&to={day}'],
};
const sizes = ['phone', 'desktop'] as const;
const groups = (['devotee', 'admin'] as const).flatMap((who) =>
  languages.flatMap((lang) => sizes.map((v) => [who, lang, v] as const)),
);

// One context for each group: the pages are visited one after another, signed in once.
describe.each(groups)('accessibility signed in as %s in %s on a %s', (who, lang, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ ...viewports[viewport], baseURL });
    await context.addCookies([sessionCookieFor(accounts[who]!.token, baseURL)]);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(signedInPaths[who])('%s has no serious or critical violation', async (path) => {
    const url = localePath(lang, path.replace('{mine}', mine).replaceAll('{day}', day));
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
