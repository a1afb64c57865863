import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { codeOf, startSmtp } from '../support/smtp.ts';
import {
  desktop,
  launchBrowser,
  phone,
  expectTopRightBelowHeader,
  seriousViolations,
  toastsSaying,
} from './support/browser.ts';

const baseURL = inject('baseURL');
const database = inject('database');
const adminKey = 'a-long-admin-signup-key';

let browser: Browser;
/** A second server with Admin sign-up turned on and mail going to a loopback SMTP server. */
let keyed: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtp();
  keyed = await startServer({ env: { ADMIN_SIGNUP_KEY: adminKey, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await browser?.close();
  await keyed?.stop();
  await smtp?.stop();
});

async function open(options = phone) {
  const context = await browser.newContext(options);
  return context.newPage();
}

const unique = () => Math.random().toString(36).slice(2, 8);

async function signUp(
  page: Page,
  base: string,
  fields: { role?: 'User' | 'Admin'; name: string; email: string; password: string; secretKey?: string },
) {
  await page.goto(`${base}/signup`);
  await page.getByLabel(fields.role === 'Admin' ? 'Admin' : 'User', { exact: true }).check();
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  if (fields.secretKey !== undefined) await page.getByLabel('Secret Key').fill(fields.secretKey);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForLoadState('load');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/login')),
    page.getByRole('button', { name: 'Login' }).click(),
  ]);
}

const popup = (page: Page) => page.locator('#profile-popup');

describe('a devotee on a phone', () => {
  it('signs up, signs in, sees the profile popup, and logs out', async () => {
    const page = await open(phone);
    const email = `devotee-${unique()}@example.org`;
    await signUp(page, baseURL, { name: 'Annapurna', email, password: 'bhakti-123' });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator('.form-notice').textContent()).toBe('Signup successful!');
    // The toast says it too, top-right below the header. Dragged a little it comes back; dragged
    // past 80 % of its width it goes.
    const toast = toastsSaying(page, 'Signup successful!');
    await toast.waitFor();
    const box = await expectTopRightBelowHeader(page, toast);
    const drag = async (share: number) => {
      const from = { x: box.x + box.width / 3, y: box.y + box.height / 2 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + (box.width * share) / 2, from.y, { steps: 4 });
      await page.mouse.move(from.x + box.width * share, from.y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(0.3);
    await expect.poll(async () => (await toast.boundingBox())?.x).toBeCloseTo(box.x, 0);
    expect(await toast.count()).toBe(1);
    await drag(0.9);
    await toast.waitFor({ state: 'detached', timeout: 2000 });
    expect(await page.locator('#profile-popup').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, email, 'bhakti-123');
    expect(new URL(page.url()).pathname).toBe('/donationpayment');

    expect(await popup(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Your account' }).click();
    await popup(page).waitFor({ state: 'visible' });
    const text = await popup(page).innerText();
    for (const part of ['A', 'Annapurna', email, 'User', 'Logout']) expect(text).toContain(part);
    expect(await seriousViolations(page)).toEqual([]);
    // A tap outside closes it; the icon toggles it.
    await page.mouse.click(200, 600);
    await popup(page).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Your account' }).click();
    await popup(page).waitFor({ state: 'visible' });

    await Promise.all([page.waitForURL(`${baseURL}/`), popup(page).getByRole('button', { name: 'Logout' }).click()]);
    // Signed out again: the header shows its Login button, and no account popup.
    await page.locator('.site-header').getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await popup(page).count()).toBe(0);
    await page.goto(`${baseURL}/admin`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('shows the sign-in failure as a toast and under the field, keeping the address', async () => {
    const page = await open(desktop);
    await page.goto(`${baseURL}/te/login`);
    await page.getByLabel('ఈమెయిల్').fill('nobody-at-all@example.org');
    await page.getByLabel('పాస్‌వర్డ్').fill('secret-1');
    await page.getByRole('button', { name: 'లాగిన్' }).click();
    const toast = toastsSaying(page, 'వినియోగదారు కనబడలేదు');
    await toast.waitFor();
    // While the pointer rests on it, its countdown stops (it closes after 5000 ms otherwise).
    await toast.hover();
    const hovered = Date.now();
    expect(await toast.getAttribute('role')).toBe('alert');
    expect(await page.getByLabel('ఈమెయిల్').inputValue()).toBe('nobody-at-all@example.org');
    expect(await page.getByLabel('పాస్‌వర్డ్').inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForTimeout(Math.max(0, hovered + 5500 - Date.now()));
    expect(await toast.count()).toBe(1);
    // Left alone, it closes within the time it had left.
    await page.mouse.move(10, 400);
    await toast.waitFor({ state: 'detached', timeout: 6000 });
    await page.context().close();
  });
});

describe('Admin sign-up', () => {
  it('is refused with a clear message when the server has no key', async () => {
    const page = await open(phone);
    await signUp(page, baseURL, {
      role: 'Admin',
      name: 'Acharya',
      email: `acharya-${unique()}@example.org`,
      password: 'guru-123',
      secretKey: 'anything-at-all',
    });
    expect(await page.locator('#field-secretKey-error').textContent()).toContain(
      'Admin sign-up is turned off on this site',
    );
    expect(await page.getByLabel('Name').inputValue()).toBe('Acharya');
    await page.context().close();
  });

  it('is refused with a wrong key and accepted with the right one, landing in the admin area', async () => {
    const page = await open(phone);
    const email = `acharya-${unique()}@example.org`;
    await signUp(page, keyed.url, {
      role: 'Admin',
      name: 'Acharya',
      email,
      password: 'guru-123',
      secretKey: 'wrong-key',
    });
    expect(await page.locator('#field-secretKey-error').textContent()).toContain('This secret key is not correct');
    // The key is asked for only with Admin chosen.
    await page.getByLabel('User', { exact: true }).check();
    expect(await page.getByLabel('Secret Key').isVisible()).toBe(true); // still shown: it carries the error
    await signUp(page, keyed.url, { role: 'Admin', name: 'Acharya', email, password: 'guru-123', secretKey: adminKey });
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(page, email, 'guru-123');
    expect(new URL(page.url()).pathname).toBe('/admin/');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of ['Events', 'Gallery Cards', 'Activities', 'Users', 'Gallery', 'Inquiries'])
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin - User List' }).waitFor();
    expect(await page.locator('.user-list').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    expect(await page.locator('.user-list tbody').innerText()).toContain(email);
    expect(await seriousViolations(page)).toEqual([]);
    // The admin navigation fits a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await Promise.all([page.waitForURL(`${keyed.url}/`), page.getByRole('button', { name: 'Logout' }).click()]);
    await page.context().close();
  });
});

describe('the admin area', () => {
  it('sends a visitor to /login and back after signing in as Admin; a User goes home', async () => {
    const admin = await createUser(database, { role: 'Admin' });
    const user = await createUser(database, { role: 'User' });
    const page = await open(desktop);
    await page.goto(`${baseURL}/te/admin/users`);
    expect(new URL(page.url()).pathname).toBe('/te/login');
    await page.getByLabel('ఈమెయిల్').fill(admin.email);
    await page.getByLabel('పాస్‌వర్డ్').fill(admin.password);
    await Promise.all([
      page.waitForURL(`${baseURL}/te/admin/users`),
      page.getByRole('button', { name: 'లాగిన్' }).click(),
    ]);
    await page.context().close();

    const asUser = await open(desktop);
    await asUser.goto(`${baseURL}/login`);
    await signIn(asUser, user.email, user.password);
    await asUser.goto(`${baseURL}/admin`);
    expect(asUser.url()).toBe(`${baseURL}/`);
    await asUser.context().close();
  });
});

describe('forgot password', () => {
  it('mails a code that resets the password, then the new password signs in', async () => {
    const account = await createUser(keyed, { role: 'User' });
    const page = await open(phone);
    await page.goto(`${keyed.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const before = smtp.received.length;
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL((url) => url.pathname === '/setpassword');
    expect(await page.locator('.form-notice').innerText()).toContain('we have sent it a 6-digit code');
    const code = codeOf(await smtp.nextFor(account.email, before))!;
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL(`${keyed.url}/complete`);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await signIn(page, account.email, 'fresh-pass-1');
    expect(new URL(page.url()).pathname).toBe('/donationpayment');
    await page.context().close();
  });

  it('stops the code after 5 wrong tries', async () => {
    const account = await createUser(keyed, { role: 'User' });
    const page = await open(phone);
    const before = smtp.received.length;
    await page.goto(`${keyed.url}/forgot`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL((url) => url.pathname === '/setpassword');
    const code = codeOf(await smtp.nextFor(account.email, before))!;
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('6-digit code').fill(wrong);
      await page.getByLabel('New password', { exact: true }).fill('fresh-pass-2');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.waitForLoadState('load');
    }
    expect(await page.locator('#field-token-error').innerText()).toContain('Too many wrong codes');
    await page.getByLabel('6-digit code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/setpassword');
    expect(await page.locator('#field-token-error').innerText()).toContain('Too many wrong codes');
    await page.context().close();
  });
});

describe('repeated failures', () => {
  it('answer "Too many attempts" after 10 wrong passwords', async () => {
    const account = await createUser(keyed, { role: 'User' });
    const page = await open(desktop);
    await page.goto(`${keyed.url}/login`);
    let status = 0;
    page.on('response', (r) => {
      if (r.request().method() === 'POST') status = r.status();
    });
    for (let i = 0; i < 11; i++) {
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForLoadState('load');
    }
    expect(status).toBe(429);
    expect(await page.locator('.form-notice').innerText()).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    await page.context().close();
  });
});
