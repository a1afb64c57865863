import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { desktop, launchBrowser, phone, seriousViolations, sessionCookieFor } from './support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(options: typeof phone, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

describe('header on a desktop (1280 px)', () => {
  it('shows every item in order, DONATE NOW highlighted, and no menu button', async () => {
    const { context, page } = await open(desktop, '/');
    const nav = page.locator('.nav-desktop');
    await expect(nav.isVisible()).resolves.toBe(true);
    const labels = await nav.locator(':scope > ul > li > a').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([
      'HOME',
      'ABOUT',
      'EVENTS',
      'ACTIVITIES',
      'VAASTU',
      'GALLERY',
      'CONTACT US',
      'BOOK A PUJA',
      'DONATE NOW',
    ]);
    const donate = nav.getByRole('link', { name: 'DONATE NOW' });
    const background = await donate.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.locator('.nav-mobile__toggle').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('opens a dropdown on hover and closes it when the mouse leaves', async () => {
    const { context, page } = await open(desktop, '/');
    const dropdown = page.locator('.nav-desktop__parent').first().locator('.nav-desktop__dropdown');
    await expect(dropdown.isVisible()).resolves.toBe(false);
    await page.locator('.nav-desktop').getByRole('link', { name: 'EVENTS' }).hover();
    await expect(dropdown.isVisible()).resolves.toBe(true);
    await page.mouse.move(640, 700);
    await expect(dropdown.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it.each<[string, { modifiers?: Array<'ControlOrMeta'>; button?: 'middle' }]>([
    ['a Ctrl-click', { modifiers: ['ControlOrMeta'] }],
    ['a middle click', { button: 'middle' }],
  ])(
    'closes a dropdown after %s on a child link has opened it in another tab, once the mouse leaves',
    async (_, click) => {
      const { context, page } = await open(desktop, '/');
      const dropdown = page.locator('.nav-desktop__parent').first().locator('.nav-desktop__dropdown');
      await page.locator('.nav-desktop').getByRole('link', { name: 'EVENTS' }).hover();
      const opened = context.waitForEvent('page');
      await dropdown.getByRole('link', { name: 'Upcoming Events' }).click(click);
      await (await opened).close();
      await page.mouse.move(640, 700);
      await expect.poll(() => dropdown.isVisible()).toBe(false);
      // It opens again for the next visit of the pointer.
      await page.locator('.nav-desktop').getByRole('link', { name: 'EVENTS' }).hover();
      await expect.poll(() => dropdown.isVisible()).toBe(true);
      await context.close();
    },
  );

  it('opens a dropdown from the keyboard and follows a child link', async () => {
    const { context, page } = await open(desktop, '/');
    const events = page.locator('.nav-desktop').getByRole('link', { name: 'EVENTS' });
    await events.focus();
    const dropdown = page.locator('.nav-desktop__parent').first().locator('.nav-desktop__dropdown');
    await expect(dropdown.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Upcoming Events');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/events/upcomingevents');
    await context.close();
  });

  it('takes a parent click to its first child', async () => {
    const { context, page } = await open(desktop, '/');
    await page.locator('.nav-desktop').getByRole('link', { name: 'ACTIVITIES' }).click();
    await page.waitForURL('**/activities/parihara');
    await context.close();
  });
});

describe('menu on a phone (390 px)', () => {
  it('slides out, toggles a parent list, and closes on a tap outside', async () => {
    const { context, page } = await open(phone, '/');
    await expect(page.locator('.nav-desktop').isVisible()).resolves.toBe(false);
    const menu = page.locator('#mobile-menu');
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(menu.isVisible()).resolves.toBe(true);

    const children = menu.getByRole('link', { name: 'Previous Events' });
    await expect(children.isVisible()).resolves.toBe(false);
    await menu.getByLabel('Show the pages under EVENTS').click();
    await expect(children.isVisible()).resolves.toBe(true);
    await menu.getByLabel('Show the pages under EVENTS').click();
    await expect(children.isVisible()).resolves.toBe(false);

    await page.mouse.click(20, 400);
    // The menu slides away over 0.25 s (a display transition), so wait for it to finish.
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it('navigates from the menu', async () => {
    const { context, page } = await open(phone, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'GALLERY' }).click();
    await page.waitForURL('**/gallery');
    await context.close();
  });
});

describe('the Login button of a visitor who is not signed in', () => {
  const cases = [
    { lang: 'en', path: '/aboutus', login: 'Login', href: '/login', viewport: phone },
    { lang: 'en', path: '/aboutus', login: 'Login', href: '/login', viewport: desktop },
    { lang: 'te', path: '/te/aboutus', login: 'లాగిన్', href: '/te/login', viewport: phone },
    { lang: 'te', path: '/te/aboutus', login: 'లాగిన్', href: '/te/login', viewport: desktop },
  ];
  it.each(cases)(
    '$lang at $viewport.viewport.width px: in sight in the header, within reach, and leads to $href',
    async ({ path, login, href, viewport }) => {
      const { context, page } = await open(viewport, path);
      const header = page.locator('.site-header__bar');
      const button = header.getByRole('link', { name: login, exact: true });
      await expect(button.isVisible()).resolves.toBe(true);
      expect(await button.getAttribute('href')).toBe(href);
      expect(await page.locator('.site-header .profile-toggle').count()).toBe(0);
      // It fits beside the language switch (and on a phone the menu button) without pushing the page sideways.
      const width = viewport.viewport!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const controls = [
        button,
        header.locator('.language-switch'),
        ...(width < 1100 ? [header.locator('.nav-mobile__toggle')] : []),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height, 'a thumb-sized target').toBeGreaterThanOrEqual(44);
      }
      // Reached from the keyboard with a visible focus ring.
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
      expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      expect(await seriousViolations(page)).toEqual([]);
      await Promise.all([page.waitForURL(`**${href}`), button.click()]);
      await context.close();
    },
  );

  it('gives way to the profile icon once signed in, in both languages', async () => {
    const user = await createUser(inject('database'), { role: 'User', name: 'Annapurna' });
    for (const [path, login, viewport] of [
      ['/', 'Login', phone],
      ['/te', 'లాగిన్', desktop],
    ] as const) {
      const context = await browser.newContext({ ...viewport, baseURL });
      await context.addCookies([sessionCookieFor(user.token, baseURL)]);
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.locator('.site-header__bar').getByRole('link', { name: login, exact: true }).count()).toBe(0);
      await page.locator('.site-header .profile-toggle').click();
      await expect(page.locator('#profile-popup').isVisible()).resolves.toBe(true);
      expect(await page.locator('#profile-popup').innerText()).toContain('Annapurna');
      await context.close();
    }
  });
});

describe('languages', () => {
  it('switches to Telugu on the same page and back, keeping the query', async () => {
    const { context, page } = await open(desktop, '/aboutus?from=test');
    await page.getByRole('link', { name: 'Read this page in Telugu' }).click();
    await page.waitForURL('**/te/aboutus?from=test');
    expect(await page.getAttribute('html', 'lang')).toBe('te');
    expect(await page.locator('h1').innerText()).toBe('మా గురించి');
    await page.getByRole('link', { name: 'ఈ పేజీని ఇంగ్లీషులో చదవండి' }).click();
    await page.waitForURL(/\/aboutus\?from=test$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('keeps Telugu in every header link', async () => {
    const { context, page } = await open(desktop, '/te/gallery');
    const hrefs = await page.locator('.nav-desktop a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h?.startsWith('/te'))).toBe(true);
    await context.close();
  });

  it('renders Telugu in the self-hosted font, asked for only once the page has loaded', async () => {
    const { context, page } = await open(phone, '/te');
    // The web face itself, not the fallback face whose name begins the same.
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family.replaceAll('"', '') === 'Noto Sans Telugu' && f.status === 'loaded'),
    );
    const timing = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
      fonts: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.woff2'))
        .map((r) => r.startTime),
    }));
    expect(timing.fonts.length).toBeGreaterThan(0);
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.loaded);
    // The next page of the visit has the font from its first paint: the class is there before the page has loaded.
    await page.goto('/te/aboutus', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(true);
    await context.close();
  });

  it('renders Telugu in the self-hosted font without JavaScript', async () => {
    const { context, page } = await open({ ...phone, javaScriptEnabled: false }, '/te');
    const family = await page
      .locator('h1, h2')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^"?Noto Sans Telugu"?,/);
    await context.close();
  });
});

describe('pages around the site', () => {
  it('shows the 404 page inside the layout', async () => {
    const { context, page } = await open(phone, '/te/no-such-page');
    expect(await page.locator('h1').innerText()).toBe('పేజీ కనబడలేదు');
    await expect(page.locator('.site-footer').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('hides the header, footer and chat link under /admin', async () => {
    const admin = await createUser(inject('database'), { role: 'Admin' });
    const context = await browser.newContext({ ...desktop, baseURL });
    await context.addCookies([sessionCookieFor(admin.token, baseURL)]);
    const page = await context.newPage();
    await page.goto('/admin/unknown-screen');
    expect(await page.locator('h1').innerText()).toBe('404 Page Not Found');
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('.site-footer').count()).toBe(0);
    expect(await page.locator('.chat-link').count()).toBe(0);
    await context.close();
  });

  it('shows the chat link and no account button on /login', async () => {
    const { context, page } = await open(phone, '/login');
    await expect(page.locator('.chat-link').isVisible()).resolves.toBe(true);
    expect(await page.locator('.site-header .profile-toggle').count()).toBe(0);
    expect(await page.locator('.site-header .login-button').count()).toBe(0);
    await context.close();
  });
});
