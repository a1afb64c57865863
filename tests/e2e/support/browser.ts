import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createUser, type TestAccount } from '../../support/accounts.ts';
import { SESSION_COOKIE } from '#src/features/auth/cookies.ts';

/** Debian's chromium; no test tool downloads a browser of its own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const refused: string[] = [];

/**
 * What Chromium refused under the pages' Content Security Policy since the last call (every
 * context of a browser from launchBrowser reports it). tests/e2e/support/policy-check.ts fails
 * any test after which this is not empty.
 */
export const takePolicyViolations = () => refused.splice(0);

function reportPolicyViolations(context: BrowserContext) {
  context.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      refused.push(`${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
  });
  // The console names most refusals; the event also catches those a page only reports to itself.
  return context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ` +
          `${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const browser = await launchChromium();
  // Every context, however a test opens it (newContext or newPage), reports refusals.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await reportPolicyViolations(context);
    return context;
  };
  return browser;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/**
 * What a phone on a good line tells a page of it (navigator.connection). Headless Chromium, with
 * no traffic to estimate from, says 1.45 Mbit/s, which the home page's video counts as slow.
 */
export const fastLine = { saveData: false, effectiveType: '4g', downlink: 10, rtt: 50 };

/** Makes every page of the context see `line` as its connection. */
export const onLine = (context: BrowserContext, line: object) =>
  context.addInitScript(
    (value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value }),
    line,
  );

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Serious and critical accessibility violations on the page as it stands. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // A toast fading in or out has, for a moment, too little contrast: let short effects settle
  // first. Long ones (a toast's countdown bar, a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().endTime ?? Infinity) <= 2000)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated, not added as a <script>: the page's policy refuses inline scripts it has no hash for.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run({
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

/**
 * The session cookie of `token` for the site at `url`, as the site sets it in production. Chromium
 * counts http://127.0.0.1 as a secure context, so it keeps a Secure, __Host- cookie there; a
 * cookie given by url would be made non-Secure (and refused), hence host and path.
 */
export const sessionCookieFor = (token: string, url: string) => ({
  name: SESSION_COOKIE,
  value: token,
  domain: new URL(url).hostname,
  path: '/',
  secure: true,
  httpOnly: true,
  sameSite: 'Lax' as const,
});

/**
 * A page opened at `url` in a new context signed in with the session `token`, once the network
 * is quiet and every island has hydrated (admin screens are islands).
 */
export async function signedInPage(
  browser: Browser,
  url: string,
  token: string,
  options: BrowserContextOptions,
): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addCookies([sessionCookieFor(token, url)]);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  return page;
}

/**
 * A browser for the test file that calls this (launched before its tests, closed after them), and
 * `open(path, options)`: a page of the test server at `path` in a new context whose base URL is
 * the server's.
 */
export function useBrowser(): {
  browser: () => Browser;
  open: (path: string, options?: BrowserContextOptions) => Promise<Page>;
} {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return {
    browser: () => browser,
    async open(path, options = desktop) {
      const context = await browser.newContext({ ...options, baseURL: inject('baseURL') });
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}

/**
 * `useBrowser` plus an Admin account on the test server (created before the file's tests), and
 * `page(path, options)`: that Admin's page at `path`, as `signedInPage` opens it.
 */
export function useAdminBrowser(user: { name?: string } = {}): {
  browser: () => Browser;
  admin: () => TestAccount;
  page: (path: string, options?: BrowserContextOptions) => Promise<Page>;
} {
  const { browser } = useBrowser();
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createUser(inject('database'), { role: 'Admin', ...user });
  });
  return {
    browser,
    admin: () => admin,
    page: (path, options = phone) => signedInPage(browser(), inject('baseURL') + path, admin.token, options),
  };
}

/**
 * The page's notifications as a screen reader lists them: the region named site.notifications
 * ('Notifications Alt+T', 'నోటిఫికేషన్లు (Alt+T)'), whatever renders it.
 */
export const notifications = (page: Page) => page.getByRole('region', { name: /Alt\+T/ });

/** The notifications (alerts and statuses in that region) that say `text`. */
export const toastsSaying = (page: Page, text: string) => {
  const region = notifications(page);
  return region.getByRole('alert').or(region.getByRole('status')).filter({ hasText: text });
};

/** Where a notification sits once it has slid in (its own animations, not its countdown bar's). */
export async function settledBox(toast: Locator) {
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return (await toast.boundingBox())!;
}

/**
 * Checks that a notification sits top-right, below the site's header (within 24 px of the right edge); returns where it
 * is.
 */
export async function expectTopRightBelowHeader(page: Page, toast: Locator) {
  const header = (await page.locator('.site-header__bar').boundingBox())!;
  const box = await settledBox(toast);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  const right = (await page.evaluate(() => document.documentElement.clientWidth)) - (box.x + box.width);
  expect(right).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(24);
  return box;
}

/** Waits (up to 15 s) until a notification of the page says `text`. */
export const expectToast = (page: Page, text: string) =>
  expect.poll(() => toastsSaying(page, text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
