import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ARROW_HIGHLIGHT_MS } from '#src/features/home/carousel.ts';
import { desktop, fastLine, onLine, phone, seriousViolations, useBrowser } from './support/browser.ts';

const baseURL = inject('baseURL');
const { browser, open } = useBrowser();

/** Scrolls the carousel's arrows into view and waits for their island to hydrate. */
async function carousel(page: Page) {
  await page.locator('.construction__controls').scrollIntoViewIfNeeded();
  await page.waitForSelector('astro-island[component-export="ConstructionCarousel"]:not([ssr])');
  return {
    previous: page.getByRole('button', { name: 'Previous slide' }),
    next: page.getByRole('button', { name: 'Next slide' }),
    position: page.locator('.construction__position'),
  };
}

describe('the construction carousel', () => {
  it('moves one slide per arrow and stops at both ends', async () => {
    const page = await open('/');
    const { previous, next, position } = await carousel(page);
    await expect.poll(() => position.innerText()).toBe('Slide 1 of 5');
    // The arrow at an end says it is disabled but can still be pressed; nothing moves.
    await previous.click({ force: true });
    await expect.poll(() => position.innerText()).toBe('Slide 1 of 5');
    for (let n = 2; n <= 5; n++) {
      await next.click();
      await expect.poll(() => position.innerText()).toBe(`Slide ${n} of 5`);
    }
    await next.click({ force: true });
    await page.waitForTimeout(300);
    expect(await position.innerText()).toBe('Slide 5 of 5');
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    // The fifth slide is the one on screen.
    const visible = await page.locator('[data-slide="4"]').boundingBox();
    const track = await page.locator('.construction__track').boundingBox();
    await expect
      .poll(async () => Math.abs((await page.locator('[data-slide="4"]').boundingBox())!.x - track!.x))
      .toBeLessThan(2);
    expect(visible).not.toBeNull();
    // Only the slide on screen is read out: the slides are static HTML the island marks itself.
    expect(
      await page.locator('[data-slide]').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-hidden'))),
    ).toEqual(['true', 'true', 'true', 'true', 'false']);
    await page.context().close();
  });

  it('highlights the pressed arrow for 500 ms', async () => {
    const page = await open('/');
    const { next } = await carousel(page);
    await next.click();
    const pressedAt = Date.now();
    expect(await next.getAttribute('data-pressed')).toBe('true');
    await page.waitForFunction(() => !document.querySelector('.construction__arrow[data-pressed]'), null, {
      timeout: 2000,
    });
    const lasted = Date.now() - pressedAt;
    expect(lasted).toBeGreaterThanOrEqual(ARROW_HIGHLIGHT_MS - 100);
    expect(lasted).toBeLessThan(ARROW_HIGHLIGHT_MS + 700);
    await page.context().close();
  });

  it('follows the arrow keys when it has focus, and a swipe on a phone', async () => {
    const page = await open('/', phone);
    const { position } = await carousel(page);
    await page.locator('.construction__track').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.innerText()).toBe('Slide 2 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.innerText()).toBe('Slide 1 of 5');
    // A swipe scrolls the snap strip; the position follows where it rests.
    await page.locator('.construction__track').evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));
    await expect.poll(() => position.innerText()).toBe('Slide 3 of 5');
    await page.context().close();
  });
});

describe('the construction strip before its arrows load', () => {
  it('swipes without JavaScript, and the arrows then start from the slide it rests on', async () => {
    const page = await open('/', phone);
    const track = page.locator('.construction__track');
    // The strip's foot at the screen's foot: the arrows below it are not in view, nor loaded.
    await track.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(300);
    expect(await page.locator('astro-island[component-export="ConstructionCarousel"][ssr]').count()).toBe(1);
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 3 }));
    const { position, previous } = await carousel(page);
    await expect.poll(() => position.innerText()).toBe('Slide 4 of 5');
    await previous.click();
    await expect.poll(() => position.innerText()).toBe('Slide 3 of 5');
    await page.context().close();
  });
});

describe('the hero video', () => {
  // What the browser tells a page of the visitor's line (navigator.connection): Chromium sets it
  // from its data saver and its own estimate of the line; the test sets it as a phone would.
  const fast = fastLine;
  async function videoRequests(
    options: BrowserContextOptions,
    reducedMotion: 'reduce' | 'no-preference',
    line: object = fast,
  ) {
    const context = await browser().newContext({ ...options, baseURL, reducedMotion });
    await onLine(context, line);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => {
      if (/\.(mp4|webm)(\?|$)/.test(r.url())) requested.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const poster = await page
      .locator('.hero__poster img')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await context.close();
    return { requested, poster };
  }

  it('is never downloaded when reduced motion is requested; the poster shows instead', async () => {
    const { requested, poster } = await videoRequests(phone, 'reduce');
    expect(requested).toEqual([]);
    expect(poster).toBe(true);
  });

  it('is never downloaded when the visitor asks to save data', async () => {
    const { requested, poster } = await videoRequests(phone, 'no-preference', { ...fast, saveData: true });
    expect(requested).toEqual([]);
    expect(poster).toBe(true);
  });

  it.each([
    ['a 3G line', { ...fast, effectiveType: '3g', downlink: 1.2 }],
    ['a line under 1.5 Mbit/s', { ...fast, downlink: 0.4 }],
  ])('is never downloaded on %s; the poster shows instead', async (_, line) => {
    const { requested, poster } = await videoRequests(phone, 'no-preference', line);
    expect(requested).toEqual([]);
    expect(poster).toBe(true);
  });

  it('plays muted otherwise', async () => {
    const { requested } = await videoRequests(desktop, 'no-preference');
    expect(requested.length).toBeGreaterThan(0);
  });
});

describe('the first paint of the home page', () => {
  it.each([
    ['en', '/'],
    ['te', '/te/'],
  ])(
    'in %s on a phone, fetches the pictures below the first screen only as the visitor nears them',
    async (_, path) => {
      const page = await open(path, phone);
      // The events and activities are more than a screen and a half below the first (the puja cards,
      // nearer, are the browser's to fetch early).
      const below = /\/uploads\/(events|activities)\//;
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.reload({ waitUntil: 'load' });
      await page.waitForTimeout(300);
      expect(asked.filter((url) => below.test(url))).toEqual([]);
      await page.locator('.activities-section').scrollIntoViewIfNeeded();
      await expect.poll(() => asked.filter((url) => url.includes('/uploads/activities/')).length).toBeGreaterThan(0);
      await page.context().close();
    },
  );
});

describe('the Ashram Puja tabs', () => {
  it('switch by link, and the chosen tab is in the address', async () => {
    const page = await open('/activities/pujalu');
    expect(await page.locator('#schedule-heading').innerText()).toBe('Daily');
    await page.getByRole('link', { name: 'Yearly' }).click();
    await page.waitForURL(/tab=yearly/);
    expect(await page.locator('#schedule-heading').innerText()).toBe('Yearly');
    expect(await page.getByRole('row', { name: /Maha Shivaratri/ }).innerText()).toContain('6:30 PM to 1:30 AM');
    await page.context().close();
  });

  it('switch with JavaScript turned off', async () => {
    const context = await browser().newContext({ ...phone, baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/te/activities/pujalu');
    await page.getByRole('link', { name: 'మాస' }).click();
    await page.waitForURL(/tab=monthly/);
    expect(await page.locator('#schedule-heading').innerText()).toBe('మాస పూజలు');
    expect(await page.locator('.link-tabs__panel').innerText()).toContain('శత కూష్మాండ బలి');
    await context.close();
  });
});

describe('the new pages are accessible', () => {
  it.each(['/', '/te', '/aboutus', '/activities/pujalu?tab=yearly', '/te/activities/parihara', '/donate'])(
    '%s after the carousel hydrates has no serious or critical violation',
    async (path) => {
      const page = await open(path, phone);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
