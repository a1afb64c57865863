import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { desktop, expectToast as toast, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

// The browser run shares one server: each test puts back the text it changed, so the other
// files still see the built-in texts.
const { page: adminPage } = useAdminBrowser();

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the pages screen', () => {
  for (const [lang, prefix, title] of [
    ['English', '', 'Page texts'],
    ['Telugu', '/te', 'పేజీల పాఠ్యం'],
  ] as const) {
    for (const [size, viewport] of [
      ['390', phone],
      ['1280', desktop],
    ] as const) {
      it(`in ${lang} at ${size} px: the page list and a page's form fit and pass the accessibility check`, async () => {
        const list = await adminPage(`${prefix}/admin/pages`, viewport);
        expect(await list.locator('h1').textContent()).toBe(title);
        expect(await fitsWidth(list)).toBe(true);
        expect(await seriousViolations(list)).toEqual([]);
        const base = list.url();
        // A page opens on its sections; a section's form fits too.
        await list.goto(`${base}?page=samajaseva`);
        expect(await fitsWidth(list)).toBe(true);
        expect(await seriousViolations(list)).toEqual([]);
        await list.goto(`${base}?page=samajaseva&section=services`);
        expect(await fitsWidth(list)).toBe(true);
        expect(await seriousViolations(list)).toEqual([]);
        // The causes' form: a picture list and a file box per cause, and the new cause's address name.
        await list.goto(`${base}?page=donate&section=causes`);
        expect(await list.locator('#pg-causes-6-slug').count()).toBe(1);
        expect(await fitsWidth(list)).toBe(true);
        expect(await seriousViolations(list)).toEqual([]);
      });
    }
  }

  const editsOnAPhone =
    'on a phone, in English: a practice changed and saved shows on the page; an arrow reorders without saving';
  it(editsOnAPhone, async () => {
    const page = await adminPage('/admin/pages?page=adyatmikam', phone);
    await page.getByRole('link', { name: /^Rules/ }).click();
    const rule = page.locator('#pg-rules-4-en');
    const original = await rule.inputValue();
    await rule.fill('All of it is **free**, always.');
    await page.getByRole('button', { name: 'Save Rules of Adhyatmikam practices' }).click();
    await page.waitForURL(/\?page=adyatmikam&section=rules&saved=1$/);
    await toast(page, 'Rules saved; the other parts of the page are as they were.');
    const visitor = await page.context().newPage();
    await visitor.goto(page.url().replace(/\/admin\/pages.*$/, '/activities/adyatmikam'));
    expect(await visitor.locator('.notice li strong').last().textContent()).toBe('free');

    await page.goto(page.url().split('?')[0] + '?page=adyatmikam&section=practices');
    await page.getByRole('button', { name: 'Move item 2 up' }).first().click();
    await toast(page, 'The new order is not saved yet');
    expect(await page.locator('#pg-practices-0-en').inputValue()).toBe('Praana Yoga');
    await page.goto(page.url().split('?')[0] + '?page=adyatmikam&section=rules');
    await page.locator('#pg-rules-4-en').fill(original);
    await page.getByRole('button', { name: 'Save Rules of Adhyatmikam practices' }).click();
    await page.waitForURL(/saved=1$/);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a desktop, in Telugu: a yearly time previews in Telugu, then saves and shows on the Telugu page', async () => {
    const page = await adminPage('/te/admin/pages?page=pujalu&section=yearly', desktop);
    const time = page.locator('#pg-yearly-rows-0-time-te');
    const original = await time.inputValue();
    await time.fill('రాత్రి 7:45');
    await page.getByRole('button', { name: 'తెలుగులో ముందుగా చూడండి' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.page-preview #preview-yearly').textContent()).toContain('రాత్రి 7:45');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'ఆశ్రమ పూజల వేళలు: వార్షిక పూజలు భద్రపరచండి' }).click();
    await page.waitForURL(/saved=1$/);
    await toast(page, 'వార్షిక పూజలు భద్రపరిచాము;');
    const visitor = await page.context().newPage();
    await visitor.goto(page.url().replace(/\/te\/admin\/pages.*$/, '/te/activities/pujalu?tab=yearly'));
    expect(await visitor.locator('.yearly-table tbody tr').first().textContent()).toContain('రాత్రి 7:45');

    await page.locator('#pg-yearly-rows-0-time-te').fill(original);
    await page.getByRole('button', { name: 'ఆశ్రమ పూజల వేళలు: వార్షిక పూజలు భద్రపరచండి' }).click();
    await page.waitForURL(/saved=1$/);
  });

  it('on a phone, in English: a picture uploaded for a service shows on the page, sized and described', async () => {
    const page = await adminPage('/admin/pages?page=samajaseva&section=services', phone);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3080c0' } })
      .png()
      .toBuffer();
    await page
      .locator('#pg-services-1-picture-file')
      .setInputFiles({ name: 'water.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save Services of Samaaja Seva services' }).click();
    await page.waitForURL(/\?page=samajaseva&section=services&saved=1$/);
    expect(await page.locator('#pg-services-1-picture option:checked').textContent()).toBe('The picture uploaded');
    expect(await fitsWidth(page)).toBe(true);

    const visitor = await page.context().newPage();
    await visitor.goto(page.url().replace(/\/admin\/pages.*$/, '/activities/samajaseva'));
    const picture = visitor.locator('img[alt="Jala Seva"]');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.getAttribute('width')).toBe('900');
    expect(await picture.getAttribute('height')).toBe('675');
    expect(await fitsWidth(visitor)).toBe(true);
    expect(await seriousViolations(visitor)).toEqual([]);

    await page.locator('#pg-services-1-picture').selectOption('jala');
    await page.getByRole('button', { name: 'Save Services of Samaaja Seva services' }).click();
    await page.waitForURL(/saved=1$/);
  });

  it('on a desktop, in Telugu: a new cause shows on the Telugu donation pages, then is removed again', async () => {
    const page = await adminPage('/te/admin/pages?page=donate&section=causes', desktop);
    await page.locator('#pg-causes-6-title-en').fill('Veda Patashala');
    await page.locator('#pg-causes-6-title-te').fill('వేద పాఠశాల');
    await page.locator('#pg-causes-6-text-en').fill('Teaching the Vedas to the boys of the villages.');
    await page.locator('#pg-causes-6-text-te').fill('గ్రామాల పిల్లలకు వేదాలు నేర్పడం.');
    await page.getByRole('button', { name: 'విరాళాల సేవలు: సేవలు భద్రపరచండి' }).click();
    await page.waitForURL(/saved=1$/);
    expect(await page.locator('.page-form__slug').last().textContent()).toContain('veda-patashala');

    const visitor = await page.context().newPage();
    await visitor.goto(page.url().replace(/\/te\/admin\/pages.*$/, '/te/donate'));
    const card = visitor.locator('.card', { hasText: 'వేద పాఠశాల' });
    expect(await card.count()).toBe(1);
    await card.getByRole('link').click();
    await visitor.waitForURL(/\/te\/donationpayment\?cause=veda-patashala$/);
    expect(await visitor.locator('#field-cause option:checked').textContent()).toBe('వేద పాఠశాల');
    expect(await seriousViolations(visitor)).toEqual([]);

    await page.locator('#pg-causes-6-remove').check();
    await page.getByRole('button', { name: 'విరాళాల సేవలు: సేవలు భద్రపరచండి' }).click();
    await page.waitForURL(/saved=1$/);
    expect(await page.locator('#pg-causes-6-slug').count()).toBe(1);
  });
});
