import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createT, languages, localePath } from '#src/i18n/index.ts';
import { desktop, fastLine, onLine, phone, expectTopRightBelowHeader, useAdminBrowser } from './support/browser.ts';

// Issue 20's keyboard and screen-reader findings, each in both languages at 390 and 1280 px.
const { browser, page: adminPage } = useAdminBrowser();
const baseURL = inject('baseURL');
const widths = { 390: phone, 1280: desktop } as const;
const cases = languages.flatMap((lang) => ([390, 1280] as const).map((width) => [lang, width] as const));

async function open(path: string, width: keyof typeof widths): Promise<Page> {
  const context = await browser().newContext({ ...widths[width], baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** The WCAG contrast ratio of two CSS colours 'rgb(r, g, b)'. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The focus ring's colours (outline and halo) of the focused element, and the background behind it. */
const ringOf = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    let behind: Element | null = el.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const colour = getComputedStyle(behind).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        background = colour;
        break;
      }
      behind = behind.parentElement;
    }
    const halo = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0];
    return {
      focusVisible: el.matches(':focus-visible'),
      colours: [style.outlineColor, ...(halo ? [halo] : [])],
      background,
    };
  });

describe.each(cases)('in %s at %i px', (lang, width) => {
  const t = createT(lang);

  it('8. the hero video has a visible, labelled pause control, remembered for the visit', async () => {
    const context = await browser().newContext({ ...widths[width], baseURL });
    await onLine(context, fastLine);
    const page = await context.newPage();
    await page.goto(localePath(lang, '/'));
    const pause = page.getByRole('button', { name: t('pages.home.videoPause') });
    await expect.poll(() => pause.isVisible()).toBe(true);
    await pause.click();
    const play = page.getByRole('button', { name: t('pages.home.videoPlay') });
    await expect.poll(() => play.isVisible()).toBe(true);
    expect(await page.locator('[data-hero-video]').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // Another page view in the same visit keeps it still, with the control offering to play.
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => play.isVisible()).toBe(true);
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-hero-video]').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await play.click();
    await expect.poll(() => pause.isVisible()).toBe(true);
    await page.context().close();
  });

  it('9. the menu keeps the focus while open (phone) and a submenu closes on Escape (desktop)', async () => {
    const page = await open(localePath(lang, '/'), width);
    if (width === 390) {
      const toggle = page.getByRole('button', { name: t('site.menuOpen') });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusInside(page, '#mobile-menu')).toBe(true);
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '#mobile-menu')).toBe(true);
      }
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside(page, '#mobile-menu')).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('nav-mobile__toggle'))).toBe(true);
    } else {
      const events = page.locator('.nav-desktop').getByRole('link', { name: t('nav.events'), exact: true });
      const dropdown = page.locator('.nav-desktop__parent').first().locator('.nav-desktop__dropdown');
      await events.focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => dropdown.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dropdown.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(t('nav.events'));
    }
    await page.context().close();
  });

  const refusalInDialog =
    '10. a refusal inside the admin edit dialog is shown and ' +
    'announced in it, and the first invalid field takes the focus';
  it(refusalInDialog, async () => {
    const page = await adminPage(localePath(lang, '/admin/events'), widths[width]);
    await page.getByRole('tab', { name: t('admin.events.tabList') }).click();
    await page
      .locator('.admin-card')
      .first()
      .getByRole('button', { name: new RegExp(t('admin.form.edit')) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('admin.events.editTitle') });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.locator('#edit-title-text').fill('');
    await dialog.getByRole('button', { name: t('admin.events.update') }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(t('admin.form.required'));
    await expect.poll(() => focused(page)).toBe('edit-title-text');
    expect(await dialog.locator('#edit-title-text-error').textContent()).toBe(t('admin.form.missing'));
    // Only the required field left empty is marked, not the optional ones.
    expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(1);
    await page.context().close();
  });

  it.each(['/donationpayment', '/contactus', '/login'])(
    '11. %s sent with errors comes back with the focus on its error summary, the toast below the header',
    async (path) => {
      const page = await open(localePath(lang, path), width);
      // A post as without JavaScript (the form's own handlers are not run): the page comes back.
      await Promise.all([
        page.waitForEvent('load'),
        page
          .locator('main form')
          .first()
          .evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form)),
      ]);
      expect(await page.locator('main form [aria-invalid="true"]').count()).toBeGreaterThan(0);
      // The summary (issue 28), as without JavaScript: the same element either way.
      const summary = () => page.evaluate(() => document.activeElement?.matches('.form-notice--error[role="alert"]'));
      await expect.poll(summary).toBe(true);
      // 14: the terms checkbox left unticked is marked invalid with its message.
      if (path === '/donationpayment')
        expect(await page.locator('#field-terms').getAttribute('aria-invalid')).toBe('true');
      // 6: the notifications are a polite live region named in the page's language; the refusal
      // is an alert in it, in the site's fonts, top-right below the header.
      const region = page.getByRole('region', { name: t('site.notifications'), exact: true });
      const toast = region.getByRole('alert').first();
      await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await region.getAttribute('aria-live')).toBe('polite');
      expect(await toast.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans Telugu/);
      await expectTopRightBelowHeader(page, toast);
      // Alt+T takes the focus to the newest notification, Escape gives it back to the field.
      await page.keyboard.press('Alt+T');
      await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(summary).toBe(true);
      await page.context().close();
    },
  );

  const familyRows =
    '12. adding a family row focuses its first field, removing one focuses the next row or Add, each announced';
  it(familyRows, async () => {
    const page = await open(localePath(lang, '/donationpayment'), width);
    await page.locator('.donation-family').scrollIntoViewIfNeeded();
    await hydrated(page);
    const add = page.getByRole('button', { name: t('donation.family.add') });
    const status = page.locator('.donation-family [role="status"]');
    await add.click();
    await expect.poll(() => focused(page)).toBe('field-family-1-relation');
    expect(await status.textContent()).toBe(t('donation.family.added', { n: 2 }));
    await page.getByRole('button', { name: `${t('donation.family.remove')} 1` }).click();
    await expect.poll(() => focused(page)).toBe('field-family-1-relation');
    expect(await status.textContent()).toBe(t('donation.family.removed', { n: 1 }));
    await page.getByRole('button', { name: `${t('donation.family.remove')} 1` }).click();
    await expect.poll(() => focused(page)).toBe('donation-family-add');
    // 'Add' answered by the server (as without JavaScript): the page comes back focused on the
    // new row, the only one now.
    await Promise.all([
      page.waitForEvent('load'),
      page
        .locator('main form')
        .first()
        .evaluate((form: HTMLFormElement) =>
          form.requestSubmit(form.querySelector<HTMLButtonElement>('#donation-family-add')),
        ),
    ]);
    await expect.poll(() => focused(page)).toBe('field-family-0-relation');
    await page.context().close();
  });

  it('13. the focus ring reaches 3:1 on the dark red footer and admin menu and on the cream page', async () => {
    const page = await open(localePath(lang, '/aboutus'), width);
    await page.keyboard.press('Tab');
    for (const selector of ['.site-footer a', '.language-switch']) {
      await page.locator(selector).first().focus();
      const ring = await ringOf(page);
      expect(ring.focusVisible).toBe(true);
      expect(
        Math.max(...ring.colours.map((c) => contrast(c, ring.background))),
        `${selector} on ${ring.background}`,
      ).toBeGreaterThanOrEqual(3);
    }
    await page.context().close();

    const admin = await adminPage(localePath(lang, '/admin/users'), widths[width]);
    await admin.keyboard.press('Tab');
    await admin.locator('.admin-nav a:not([aria-current])').first().focus();
    const ring = await ringOf(admin);
    expect(ring.focusVisible).toBe(true);
    expect(Math.max(...ring.colours.map((c) => contrast(c, ring.background)))).toBeGreaterThanOrEqual(3);
    await admin.context().close();
  });
});
