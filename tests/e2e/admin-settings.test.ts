import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, expectToast as toast, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

// The browser run shares one server: these tests save sections with the values they already
// hold, so the other files still see the seed texts.
const { page: settingsPage } = useAdminBrowser();

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the settings screen', () => {
  it('on a phone: a wrong phone number comes back with its message, the fixed one saves with a toast', async () => {
    const page = await settingsPage('/admin/settings', phone);
    expect(await fitsWidth(page)).toBe(true);
    const contacts = page.locator('#contacts');
    const phoneField = contacts.getByLabel('Phone 1');
    const original = await phoneField.inputValue();
    await phoneField.fill('12345');
    await contacts.getByRole('button', { name: 'Save Contacts' }).click();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.locator('#contacts-phones-0-error').textContent())
      .toContain('Please enter a phone number of 10 digits');
    await toast(page, 'Contacts was not saved.');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('#contacts').getByLabel('Phone 1').fill(original);
    await page.locator('#contacts').getByRole('button', { name: 'Save Contacts' }).click();
    await page.waitForURL(/saved=contacts#contacts$/);
    await toast(page, 'Contacts saved.');
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a desktop, in Telugu: a section saves and says so', async () => {
    const page = await settingsPage('/te/admin/settings', desktop);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#identity').getByRole('button').click();
    await page.waitForURL(/\/te\/admin\/settings\?saved=identity#identity$/);
    await toast(page, 'గుర్తింపు భద్రమైంది.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
