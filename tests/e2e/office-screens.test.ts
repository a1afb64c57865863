import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withDb } from '../support/database-rows.ts';
import { validDonation } from '../support/donations.ts';
import { desktop, expectToast as toast, phone, seriousViolations, useAdminBrowser } from './support/browser.ts';

/**
 * The office's screens on an old phone and on a laptop: each donation and inquiry is a card with
 * its button in view, a receipt is issued only after a confirmation, an inquiry can be marked
 * answered, and a page's texts are saved one section at a time.
 */
const baseURL = inject('baseURL');
const server = inject('database');
const { page: adminPage } = useAdminBrowser({ name: 'Meera Office' });

const sizes = [
  ['390', phone],
  ['1280', desktop],
] as const;
const languages = [
  ['English', ''],
  ['Telugu', '/te'],
] as const;

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Within the viewport's width once scrolled to: seen on the screen, nothing cut off sideways. */
async function expectInView(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

let reference = '';
const inquiryIds: number[] = [];
const longWord = 'Sri-Venkateswara-Swamy-Annadanam-Sponsorship-Question-'.repeat(3);

beforeAll(async () => {
  const made = await fetch(`${baseURL}/donationpayment`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
    body: new URLSearchParams({ ...validDonation, firstName: 'Kamala', lastName: 'Devi', preset: '1000' }),
  });
  reference = made.headers.get('location')!.split('/').pop()!;
  for (const name of ['Gopala Krishna', 'Annapurna Devi']) {
    await withDb(server, async (db) => {
      const row = await db
        .insertInto('contact_inquiries')
        .values({
          source: 'contact',
          first_name: name,
          last_name: '',
          email: 'devotee@example.org',
          phone: null,
          subject: 'Annadanam',
          message: `May I sponsor the annadanam next month? ${longWord}\nPlease call me in the evening.`,
          lang: 'en',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      inquiryIds.push(Number(row.id));
    });
  }
});

describe('the donations on a phone and a laptop', () => {
  for (const [lang, prefix] of languages) {
    for (const [size, viewport] of sizes) {
      it(`in ${lang} at ${size} px: the card's button is in view, it asks first, and No issues nothing`, async () => {
        const page = await adminPage(`${prefix}/admin/donations`, viewport);
        expect(await fitsWidth(page)).toBe(true);
        const card = page.locator(`article[data-reference="${reference}"]`);
        const mark = card.getByRole('button', { name: new RegExp(reference) });
        await expectInView(page, mark);
        expect(await seriousViolations(page)).toEqual([]);

        await mark.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(new RegExp(`confirm=${reference}`));
        const question = page.locator('#receipt-confirm-heading');
        expect(await question.textContent()).toMatch(
          prefix
            ? /^Kamala Devi గారికి ₹1,000\.00కు రసీదు \d{4}-\d{2}\/… ఇవ్వాలా\?$/
            : /^Issue receipt \d{4}-\d{2}\/… to Kamala Devi for ₹1,000\.00\?$/,
        );
        // The question takes the focus, so a keyboard or a screen reader starts there.
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('receipt-confirm-heading');
        expect(await fitsWidth(page)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        const back = prefix ? 'వద్దు, జాబితాకు తిరిగి వెళ్లండి' : 'No, back to the list';
        const no = page.getByRole('link', { name: back });
        await expectInView(page, no);
        await no.click();
        await page.waitForURL(new RegExp(`/admin/donations#donation-${reference}$`));
        expect(await card.getByRole('button', { name: new RegExp(reference) }).count()).toBe(1);
        const stored = await withDb(server, (db) =>
          db
            .selectFrom('donations')
            .select(['status', 'receipt_number'])
            .where('reference', '=', reference)
            .executeTakeFirstOrThrow(),
        );
        expect(stored).toEqual({ status: 'pending', receipt_number: null });
      });
    }
  }

  it('shows a visible focus ring on the card button for a keyboard', async () => {
    const page = await adminPage('/admin/donations', phone);
    const mark = page.locator(`article[data-reference="${reference}"]`).getByRole('button');
    await mark.focus();
    const outline = await mark.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

describe('the inquiries on a phone and a laptop', () => {
  for (const [lang, prefix] of languages) {
    for (const [size, viewport] of sizes) {
      it(`in ${lang} at ${size} px: a message is read without scrolling sideways, its button in view`, async () => {
        const page = await adminPage(`${prefix}/admin/contactdetails`, viewport);
        expect(await fitsWidth(page)).toBe(true);
        const card = page.locator(`#inquiry-${inquiryIds[0]}`);
        const message = card.locator('.inquiry-card__message');
        await expectInView(page, message);
        expect(await message.textContent()).toContain(longWord);
        await expectInView(page, card.getByRole('button'));
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  it('on a phone, in English: one marked answered shows as answered in both languages', async () => {
    const page = await adminPage('/admin/contactdetails', phone);
    await page.getByRole('button', { name: 'Mark answered: the message from Gopala Krishna' }).click();
    await page.waitForURL(new RegExp(`answered=${inquiryIds[0]}#inquiry-${inquiryIds[0]}$`));
    await toast(page, 'The message from Gopala Krishna is marked answered.');
    const card = page.locator(`#inquiry-${inquiryIds[0]}`);
    expect(await card.locator('.record-card__state').textContent()).toMatch(
      /^Answered \(marked on .+ by Meera Office\)$/,
    );
    expect(await card.getByRole('button').count()).toBe(0);
    await page.goto(`${baseURL}/te/admin/contactdetails`);
    const when = String.raw`\d{2}/\d{2}/\d{4}, (ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) \d{1,2}:\d{2} \(భారత కాలమానం\)`;
    expect(await page.locator(`#inquiry-${inquiryIds[0]} .record-card__state`).textContent()).toMatch(
      new RegExp(`^జవాబిచ్చాము: Meera Office గుర్తించారు, ${when}$`),
    );
    expect(await page.locator(`#inquiry-${inquiryIds[1]} .record-card__state`).textContent()).toBe(
      'జవాబు కోసం ఎదురుచూస్తోంది',
    );
  });

  it('on a laptop, in Telugu: one marked answered shows as answered in English too', async () => {
    const page = await adminPage('/te/admin/contactdetails', desktop);
    await page.getByRole('button', { name: 'జవాబిచ్చినట్లు గుర్తించండి: Annapurna Devi గారి సందేశం' }).click();
    await toast(page, 'Annapurna Devi గారి సందేశానికి జవాబిచ్చినట్లు గుర్తించాము.');
    await page.goto(`${baseURL}/admin/contactdetails`);
    expect(await page.locator(`#inquiry-${inquiryIds[1]} .record-card__state`).textContent()).toMatch(
      /^Answered \(marked on .+ by Meera Office\)$/,
    );
  });
});

describe('a page edited one section at a time', () => {
  const texts = async () =>
    ((await (await fetch(`${baseURL}/api/pages/pujalu`)).json()) as { texts: Record<string, unknown> }).texts;

  for (const [lang, prefix, link, save, saved] of [
    ['English', '', 'Monthly pujas', 'Save Monthly pujas of Ashram Puja schedules', 'Monthly pujas saved'],
    ['Telugu', '/te', 'మాస పూజలు', 'ఆశ్రమ పూజల వేళలు: మాస పూజలు భద్రపరచండి', 'మాస పూజలు భద్రపరిచాము'],
  ] as const) {
    for (const [size, viewport] of sizes) {
      const where = `in ${lang} at ${size} px`;
      it(`${where}: a section saves alone, near its fields, and the others keep their values`, async () => {
        const before = await texts();
        const page = await adminPage(`${prefix}/admin/pages?page=pujalu`, viewport);
        await page.getByRole('link', { name: new RegExp(`^${link}`) }).click();
        await page.waitForURL(/section=monthly$/);
        expect(await page.locator('#pg-yearly-rows-0-time-en').count()).toBe(0);
        const title = page.locator('#pg-monthly-items-0-title-en');
        const original = await title.inputValue();
        await title.fill(`${original} (${size})`);
        const button = page.getByRole('button', { name: save });
        // The section's Save is a few screens away at most, not the 42 of the whole schedule.
        await button.scrollIntoViewIfNeeded();
        const screens = await page.evaluate(() => window.scrollY / window.innerHeight);
        expect(screens).toBeLessThan(8);
        await button.click();
        await page.waitForURL(/section=monthly&saved=1$/);
        await toast(page, saved);
        expect(await fitsWidth(page)).toBe(true);
        const after = await texts();
        expect((after.monthly as { items: { title: { en: string } }[] }).items[0]!.title.en).toBe(
          `${original} (${size})`,
        );
        for (const other of ['intro', 'daily', 'yearly']) expect(after[other]).toEqual(before[other]);

        await page.locator('#pg-monthly-items-0-title-en').fill(original);
        await page.getByRole('button', { name: save }).click();
        await page.waitForURL(/saved=1$/);
      });
    }
  }
});
