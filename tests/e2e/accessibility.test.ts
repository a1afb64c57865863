import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publicRoutes } from '#src/features/site/routes.ts';
import { languages, localePath } from '#src/i18n/index.ts';
import { desktop, launchBrowser, phone, seriousViolations } from './support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const viewports = { phone, desktop };

// Both widths: the desktop navigation and the phone menu are different markup.
describe.each(languages.flatMap((lang) => (['phone', 'desktop'] as const).map((v) => [lang, v] as const)))('accessibility in %s on a %s', (lang, viewport) => {
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
    expect(await page.locator('.chat-link').evaluate((link) => link.closest('aside, [role="complementary"]') !== null)).toBe(true);
    await context.close();
  });
});
