import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { desktop, launchBrowser, phone, seriousViolations } from './support/browser.ts';
import { PUJA_SCROLL_STEP } from '#src/features/puja-cards/components/PujaCarousel.tsx';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pages = [
  '/',
  '/events/upcomingevents',
  '/events/previousevents',
  '/gallery',
  '/te',
  '/te/gallery',
  '/gallery?date=2000-01-01',
  '/gallery?date=nonsense',
];

describe('content pages are accessible on a phone and a desktop', () => {
  it.each(pages)('%s has no serious axe violation', async (path) => {
    for (const options of [phone, desktop]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no sideways scrolling of the page').toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

describe('gallery photo viewer', () => {
  const viewerJourney =
    'opens full screen on a click, locks scrolling, moves with arrow keys and swipes, and closes with Escape and ×';
  it(viewerJourney, async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseURL}/gallery`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.locator('a[data-photo="0"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect.poll(() => dialog.textContent()).toContain('Photo 1 of 4');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.textContent()).toContain('Photo 2 of 4');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.textContent()).toContain('Photo 1 of 4');
    // A swipe to the left shows the next photo.
    await dialog.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 300, clientY: 400 }],
      changedTouches: [{ identifier: 1, clientX: 300, clientY: 400 }],
    });
    await dialog.dispatchEvent('touchend', {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: 100, clientY: 400 }],
    });
    await expect.poll(() => dialog.textContent()).toContain('Photo 2 of 4');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
    await page.locator('a[data-photo="1"]').first().click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('goes back in history with ← Back to Main after arriving from a puja card', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.locator('.puja-card a').first().click();
    await page.waitForURL(/\/gallery\?date=\d{4}-\d{2}-\d{2}$/);
    expect(await page.locator('h1').textContent()).toMatch(/^Events on \d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('link', { name: '← Back to Main' }).click();
    await page.waitForURL(`${baseURL}/`);
    await context.close();
  });
});

/** The puja strip is static HTML; its arrows are the island, and have loaded once it lost `ssr`. */
const pujaArrowsHydrated = () =>
  Boolean(document.querySelector('.puja-carousel__arrows')?.closest('astro-island:not([ssr])'));

describe('home page blocks', () => {
  it('scrolls the puja carousel by one step per arrow click', async () => {
    const context = await browser.newContext({ viewport: { width: 600, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const strip = page.locator('.puja-carousel__strip');
    await strip.scrollIntoViewIfNeeded();
    await page.waitForFunction(pujaArrowsHydrated);
    expect(
      await page
        .locator('.puja-card')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(250);
    // Card to card is one step, so the snap keeps the 300 px rather than pulling back.
    const lefts = await page
      .locator('.puja-card')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().left));
    expect(lefts[1]! - lefts[0]!).toBe(PUJA_SCROLL_STEP);
    await page.getByRole('button', { name: 'Show more pujas' }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(PUJA_SCROLL_STEP);
    await page.waitForTimeout(400);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(PUJA_SCROLL_STEP);
    await context.close();
  });

  it('hides the puja arrows when every card fits, and disables the one that cannot move the strip', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.locator('.puja-carousel__strip').scrollIntoViewIfNeeded();
    await page.waitForFunction(pujaArrowsHydrated);
    // Four demo cards fit a 1280 px screen: no arrow to press in vain.
    await expect.poll(() => page.locator('.puja-carousel__arrows').isVisible()).toBe(false);
    await context.close();

    const small = await browser.newContext(phone);
    const phonePage = await small.newPage();
    await phonePage.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const strip = phonePage.locator('.puja-carousel__strip');
    await strip.scrollIntoViewIfNeeded();
    await phonePage.waitForFunction(pujaArrowsHydrated);
    const previous = phonePage.getByRole('button', { name: 'Show earlier pujas' });
    const next = phonePage.getByRole('button', { name: 'Show more pujas' });
    // Both arrows are disabled until the island has measured the strip: wait for 'next' to open.
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('false');
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    expect(await previous.getAttribute('aria-disabled')).toBe('false');
    // Pressing a disabled arrow moves nothing.
    const left = await strip.evaluate((el) => el.scrollLeft);
    await next.click({ force: true });
    await phonePage.waitForTimeout(400);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(left);
    await small.close();
  });

  it('lays activities out in one column on a phone and three on a desktop; a disabled card is not a link', async () => {
    for (const [options, columns] of [
      [phone, 1],
      [desktop, 3],
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
      const template = await page
        .locator('.activity-cards')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(template).toBe(columns);
      expect(await page.locator('.activity-card--disabled a').count()).toBe(0);
      expect(await page.locator('.activity-card a[href="/activities/parihara"]').count()).toBeGreaterThan(0);
      await context.close();
    }
  });
});
