import { describe, expect, inject, it } from 'vitest';
import { publicRoutes } from '#src/features/site/routes.ts';
import { languages, localePath } from '#src/i18n/index.ts';
import { phone, takePolicyViolations, useBrowser } from './support/browser.ts';

/**
 * The site's pages under their Content Security Policy (no 'unsafe-inline' for scripts): every
 * island hydrates and every page script runs, with nothing refused and no error in the console.
 */
const { browser } = useBrowser();
const pages = ['/', '/aboutus', ...publicRoutes.filter((r) => r.islands && r.path !== '/').map((r) => r.path)];

describe.each(languages)('pages in %s', (lang) => {
  it.each(pages)('%s hydrates its islands with no refusal and no console error', async (path) => {
    const context = await browser().newContext({ ...phone, baseURL: inject('baseURL') });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(localePath(lang, path), { waitUntil: 'networkidle' });
    // Islands that wait to be seen (client:visible) hydrate as the page scrolls past them.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 15_000 });
    expect(errors).toEqual([]);
    expect(takePolicyViolations()).toEqual([]);
    await context.close();
  });
});

describe('the check itself', () => {
  it('sees a script the policy refuses', async () => {
    const context = await browser().newContext({ ...phone, baseURL: inject('baseURL') });
    const page = await context.newPage();
    await page.goto('/aboutus');
    // What a forgotten inline script (or one an attacker slipped in) would do.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.ranAnyway = true';
      document.body.append(script);
    });
    // Chromium's own console line and the page's securitypolicyviolation event both report it.
    const seen: string[] = [];
    await expect
      .poll(() => seen.push(...takePolicyViolations()) && seen.join('\n'))
      .toMatch(/Content Security Policy[\s\S]*CSP violation|CSP violation[\s\S]*Content Security Policy/);
    expect(await page.evaluate(() => (window as unknown as { ranAnyway?: boolean }).ranAnyway)).toBeUndefined();
    await context.close();
  });
});
