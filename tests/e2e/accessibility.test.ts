import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publicRoutes } from '../../src/features/site/routes.ts';
import { languages, localePath } from '../../src/i18n/index.ts';
import { launchBrowser, phone, seriousViolations } from './support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(languages)('accessibility in %s', (lang) => {
  it.each(publicRoutes.map((r) => r.path))('%s has no serious or critical violation', async (path) => {
    const context = await browser.newContext({ ...phone, baseURL });
    const page = await context.newPage();
    await page.goto(localePath(lang, path));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
