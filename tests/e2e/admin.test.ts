import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { photoLikeJpeg } from '../../src/server/images/photo-like.ts';
import { desktop, launchBrowser, phone, seriousViolations } from './support/browser.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
let browser: Browser;
let admin: TestAccount;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createUser({ dataDir }, { role: 'Admin' });
});
afterAll(() => browser?.close());

const unique = () => Math.random().toString(36).slice(2, 7);

/** A signed-in Admin's page, confirm() answered yes. */
async function adminPage(path: string, options: BrowserContextOptions = phone): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'session', value: admin.token, url: baseURL }]);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(baseURL + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  return page;
}

const photo = async (seed: number, width = 900, height = 700) => ({ name: `photo-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photoLikeJpeg(width, height, seed) });
const toast = (page: Page, text: string) => expect.poll(() => page.locator('.Toastify').textContent(), { timeout: 15_000 }).toContain(text);
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('admin events', () => {
  it('refuses an empty form, then posts an event with an image that shows on the home page and /events/upcomingevents', async () => {
    const page = await adminPage('/admin');
    const title = `Vaikunta Ekadasi ${unique()}`;
    await page.getByRole('button', { name: 'Submit Event' }).click();
    await toast(page, 'All fields are required!');
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await page.getByLabel('Description', { exact: false }).first().fill('Lamps around the ashram pond at dusk.');
    await page.getByLabel('Event Date').fill(isoDay(1));
    await page.getByLabel('Upload Image').setInputFiles(await photo(11));
    await page.getByLabel('Telugu title').fill('వైకుంఠ ఏకాదశి');
    await page.getByRole('button', { name: 'Submit Event' }).click();
    await toast(page, 'Event submitted successfully!');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'All Events' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain(title);

    const home = await (await fetch(baseURL + '/')).text();
    expect(home).toContain(title);
    const upcoming = await (await fetch(baseURL + '/events/upcomingevents')).text();
    expect(upcoming).toContain(title);
    expect(await (await fetch(baseURL + '/te/events/upcomingevents')).text()).toContain('వైకుంఠ ఏకాదశి');
  });

  it('edits an event in its dialog and deletes it after the confirmation', async () => {
    const page = await adminPage('/admin', desktop);
    await page.getByRole('tab', { name: 'All Events' }).click();
    const first = page.locator('.admin-card').first();
    const oldTitle = await first.locator('h3').textContent();
    await first.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const newTitle = `${oldTitle} (${unique()})`;
    await dialog.getByLabel('Title', { exact: false }).first().fill(newTitle);
    await dialog.getByRole('button', { name: 'Update Event' }).click();
    await toast(page, 'Event updated successfully!');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const card = page.locator('.admin-card', { hasText: newTitle });
    await card.getByRole('button', { name: /^Delete / }).click();
    await toast(page, 'Event deleted successfully!');
    await expect.poll(() => page.locator('.admin-card', { hasText: newTitle }).count()).toBe(0);
  });
});

describe('admin puja cards', () => {
  it('posts a card, then deletes it after confirming', async () => {
    const page = await adminPage('/admin/post');
    const title = `Navagraha Homam ${unique()}`;
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await page.getByLabel('Description', { exact: false }).first().fill('A homam for the nine planets.');
    await page.getByLabel(/^Date/).fill(isoDay(0));
    await page.getByLabel('Upload Image').setInputFiles(await photo(12));
    await page.getByRole('button', { name: 'Submit Card' }).click();
    await toast(page, 'Post submitted successfully!');
    expect(await (await fetch(baseURL + '/')).text()).toContain(title);

    let asked = '';
    page.removeAllListeners('dialog');
    page.on('dialog', (d) => ((asked = d.message()), void d.accept()));
    await page.getByRole('tab', { name: 'All Cards' }).click();
    await page.locator('.admin-card', { hasText: title }).getByRole('button', { name: /^Delete / }).click();
    await toast(page, 'Post deleted successfully!');
    expect(asked).toBe('Are you sure you want to delete this Post?');
    expect(await (await fetch(baseURL + '/')).text()).not.toContain(title);
  });
});
