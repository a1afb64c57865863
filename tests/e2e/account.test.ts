import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { desktop, phone, seriousViolations, sessionCookieFor, useBrowser } from './support/browser.ts';

/**
 * The devotee's account in a browser: reached from the profile popup, saved devotees added,
 * refused with what was typed kept, changed, picked in the donation form and removed, and the
 * password changed; in both languages, on a phone without JavaScript and on a desktop with it.
 */
const baseURL = inject('baseURL');
const database = inject('database');
const { browser } = useBrowser();

const texts = {
  en: {
    prefix: '',
    account: 'My account',
    profile: 'Your account',
    name: 'Name',
    gotram: 'Gotram',
    nakshatram: 'Nakshatram',
    star: 'Rohini',
    save: 'Save devotee',
    saved: 'The devotee has been saved.',
    gotramError: 'Enter the gotram',
    edit: 'Edit',
    saveChanges: 'Save changes',
    changed: 'The changes have been saved.',
    pick: 'Add to the family list',
    remove: 'Remove',
    removed: 'The devotee has been removed.',
    current: 'Current password',
    newPassword: 'New password',
    again: 'New password again',
    change: 'Change password',
    passwordChanged: 'Your password has been changed.',
    unconfirmed: 'not confirmed yet',
  },
  te: {
    prefix: '/te',
    account: 'నా ఖాతా',
    profile: 'మీ ఖాతా',
    name: 'పేరు',
    gotram: 'గోత్రం',
    nakshatram: 'నక్షత్రం',
    star: 'రోహిణి',
    save: 'భద్రపరచండి',
    saved: 'భక్తుని వివరాలు భద్రపరిచాము.',
    gotramError: 'గోత్రం రాయండి',
    edit: 'వివరాలు మార్చండి',
    saveChanges: 'మార్పులు భద్రపరచండి',
    changed: 'మార్పులు భద్రపరిచాము.',
    pick: 'కుటుంబ సభ్యులలో చేర్చండి',
    remove: 'తొలగించండి',
    removed: 'భక్తుని వివరాలు తొలగించాము.',
    current: 'ప్రస్తుత పాస్‌వర్డ్',
    newPassword: 'కొత్త పాస్‌వర్డ్',
    again: 'కొత్త పాస్‌వర్డ్ మళ్లీ',
    change: 'పాస్‌వర్డ్ మార్చండి',
    passwordChanged: 'మీ పాస్‌వర్డ్ మార్చాము.',
    unconfirmed: 'ఇంకా నిర్ధారణ కాలేదు',
  },
};

/** Whether the page fits the screen's width, and has no serious accessibility fault: both need the page's scripts. */
const fitsWidth = async (page: Page, js: boolean) =>
  !js || (await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
const violations = async (page: Page, js: boolean) => (js ? seriousViolations(page) : []);
const notice = (page: Page) => page.locator('.form-notice').first().textContent();

const cases = [
  { lang: 'en', size: 'phone', options: phone },
  { lang: 'en', size: 'phone, no JavaScript', options: { ...phone, javaScriptEnabled: false } },
  { lang: 'en', size: 'desktop', options: desktop },
  { lang: 'te', size: 'phone', options: phone },
  { lang: 'te', size: 'phone, no JavaScript', options: { ...phone, javaScriptEnabled: false } },
  { lang: 'te', size: 'desktop', options: desktop },
] as const satisfies ReadonlyArray<{ lang: 'en' | 'te'; size: string; options: BrowserContextOptions }>;

describe.each(cases)('the account page ($lang, $size)', ({ lang, options }) => {
  const s = texts[lang];
  const js = options.javaScriptEnabled !== false;

  it('keeps saved devotees, offers them in the donation form and changes the password', async () => {
    const user = await createUser(database, { role: 'User', name: 'Sarada Devi', password: 'first-secret' });
    const context = await browser().newContext({ ...options, baseURL });
    await context.addCookies([sessionCookieFor(user.token, baseURL)]);
    const page = await context.newPage();

    // The profile popup links to the account.
    await page.goto(`${s.prefix}/`);
    await page.getByRole('button', { name: s.profile }).click();
    await Promise.all([page.waitForURL(`**${s.prefix}/account`), page.getByRole('link', { name: s.account }).click()]);
    expect(await page.locator('h1').textContent()).toBe(s.account);
    expect(await page.locator('#profile').textContent()).toContain(s.unconfirmed);
    expect(await fitsWidth(page, js)).toBe(true);
    expect(await violations(page, js)).toEqual([]);

    // A refusal keeps what was typed.
    const add = page.locator('form[aria-labelledby="devotee-add-heading"]');
    await add.getByLabel(s.name).fill('Gowri Shankar');
    await add.getByLabel(s.gotram).fill('K');
    await add.getByLabel(s.nakshatram).selectOption({ label: s.star });
    await Promise.all([page.waitForLoadState('load'), add.getByRole('button', { name: s.save }).click()]);
    await page.locator('#add-gotram-error').waitFor();
    expect(await page.locator('#add-gotram-error').textContent()).toContain(s.gotramError);
    expect(await add.getByLabel(s.name).inputValue()).toBe('Gowri Shankar');
    expect(await add.getByLabel(s.nakshatram).inputValue()).toBe('Rohini');
    expect(await fitsWidth(page, js)).toBe(true);

    await add.getByLabel(s.gotram).fill('Kashyapa');
    await Promise.all([page.waitForURL('**done=added**'), add.getByRole('button', { name: s.save }).click()]);
    expect(await notice(page)).toBe(s.saved);
    const card = page.locator('.account__devotee').filter({ hasText: 'Gowri Shankar' });
    expect(await card.textContent()).toContain(`Kashyapa · ${s.star}`);

    // Changed in place.
    await card.locator('summary').click();
    await card.getByLabel(s.gotram).fill('Atreya');
    await Promise.all([page.waitForURL('**done=saved**'), card.getByRole('button', { name: s.saveChanges }).click()]);
    expect(await notice(page)).toBe(s.changed);
    expect(await page.locator('.account__devotee').first().textContent()).toContain('Atreya');
    expect(await violations(page, js)).toEqual([]);

    // Picked into the donation form's family list.
    await page.goto(`${s.prefix}/donationpayment`);
    if (js) await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByLabel(/Relation 1|బంధుత్వం 1/).waitFor();
    await page.getByRole('button', { name: s.pick }).click();
    await expect.poll(() => page.locator('input[name="family.0.name"]').inputValue()).toBe('Gowri Shankar');
    expect(await fitsWidth(page, js)).toBe(true);

    // Removed.
    await page.goto(`${s.prefix}/account`);
    const saved = page.locator('.account__devotee').filter({ hasText: 'Gowri Shankar' });
    await Promise.all([
      page.waitForURL('**done=removed**'),
      saved.getByRole('button', { name: new RegExp(s.remove) }).click(),
    ]);
    expect(await notice(page)).toBe(s.removed);
    expect(await page.locator('.account__devotee').count()).toBe(0);

    // The password.
    const password = page.locator('#password form');
    await password.getByLabel(s.current).fill('first-secret');
    await password.getByLabel(s.newPassword, { exact: true }).fill('second-secret');
    await password.getByLabel(s.again).fill('second-secret');
    await Promise.all([page.waitForURL('**done=password**'), password.getByRole('button', { name: s.change }).click()]);
    expect(await notice(page)).toContain(s.passwordChanged);
    expect(await fitsWidth(page, js)).toBe(true);
    await context.close();
  });
});
