import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, expectToast, phone, seriousViolations, useBrowser } from './support/browser.ts';

/**
 * The /contactus form with JavaScript sends in place and shows each outcome's message as
 * toasts, keeping what was typed; without JavaScript it posts to its page as before. Only four
 * messages are really sent here: the contact form allows five per address in ten minutes.
 */
const { open } = useBrowser();

const languages = [
  {
    lang: 'English',
    path: '/contactus',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone number',
      message: 'Message',
      submit: 'Submit',
    },
    texts: {
      sent: 'Contact details sent successfully!',
      messageMin: 'Must contain at least 10 characters',
      server: 'Internal server error. Please try again later.',
      serverOther: 'Server error occurred',
      offline: 'Unable to submit the form. Please check your internet.',
    },
  },
  {
    lang: 'Telugu',
    path: '/te/contactus',
    labels: {
      firstName: 'మొదటి పేరు',
      lastName: 'ఇంటి పేరు',
      email: 'ఈమెయిల్',
      phone: 'ఫోన్ నంబర్',
      message: 'సందేశం',
      submit: 'పంపండి',
    },
    texts: {
      sent: 'మీ వివరాలు మాకు అందాయి!',
      messageMin: 'కనీసం 10 అక్షరాలు ఉండాలి',
      server: 'సర్వర్‌లో సమస్య. దయచేసి కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
      serverOther: 'సర్వర్‌లో సమస్య ఏర్పడింది',
      offline: 'ఫారం పంపలేకపోయాము. దయచేసి మీ ఇంటర్నెట్ కనెక్షన్ చూడండి.',
    },
  },
] as const;
const viewports = [
  { width: 390, options: phone },
  { width: 1280, options: desktop },
] as const;

type Labels = (typeof languages)[number]['labels'];

async function hydratedForm(page: Page) {
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await page.waitForSelector('astro-island[component-export="ContactForm"]:not([ssr])');
}

async function fill(page: Page, labels: Labels, message: string) {
  await page.getByLabel(labels.firstName).fill('సీత');
  await page.getByLabel(labels.lastName).fill('Ramaiah');
  await page.getByLabel(labels.email, { exact: true }).fill('sita@example.org');
  await page.getByLabel(labels.phone).fill('98480 12345');
  await page.getByLabel(labels.message, { exact: true }).fill(message);
}

describe.each(languages)('the /contactus form in $lang', ({ path, labels, texts }) => {
  it.each(viewports)(
    'at $width px: refuses in place with the rule, then sends in place with the success toast',
    async ({ options }) => {
      const page = await open(path, options);
      await hydratedForm(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await fill(page, labels, 'short');
      await page.getByRole('button', { name: labels.submit, exact: true }).click();
      // 400: the server's message as a toast and by the field; nothing typed is lost.
      await expectToast(page, texts.messageMin);
      await expect.poll(() => page.locator('.field__error').allTextContents()).toEqual([texts.messageMin]);
      expect(await page.getByLabel(labels.firstName).inputValue()).toBe('సీత');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');

      await page.getByLabel(labels.message, { exact: true }).fill('Please send the timings of the annadanam.');
      await page.getByRole('button', { name: labels.submit, exact: true }).click();
      await expectToast(page, texts.sent);
      await expect.poll(() => page.locator('.form-notice').textContent()).toBe(texts.sent);
      expect(await page.locator('.field__error').count()).toBe(0);
      expect(await page.getByLabel(labels.firstName).inputValue()).toBe('');
      // In place: the same document at the same address.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await page.context().close();
    },
  );

  it.each(viewports)('at $width px: refusals and a lost line are toasts, and the input stays', async ({ options }) => {
    const page = await open(path, options);
    await hydratedForm(page);
    await fill(page, labels, 'Please send the timings of the annadanam.');
    const submit = page.getByRole('button', { name: labels.submit, exact: true });
    const answers: Array<{ answer: (route: Route) => Promise<void>; text: string }> = [
      {
        answer: (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"details"}' }),
        text: texts.server,
      },
      {
        answer: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
        text: texts.serverOther,
      },
      {
        answer: (route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: '{"message":"Please wait 10 minutes."}',
          }),
        text: 'Please wait 10 minutes.',
      },
      { answer: (route) => route.abort('internetdisconnected'), text: texts.offline },
    ];
    for (const { answer, text } of answers) {
      await page.route('**/api/contact', answer);
      await submit.click();
      await expectToast(page, text);
      await expect.poll(() => page.locator('.form-notice').textContent()).toBe(text);
      await page.unroute('**/api/contact');
      expect(await page.getByLabel(labels.message, { exact: true }).inputValue()).toBe(
        'Please send the timings of the annadanam.',
      );
      expect(await page.getByLabel(labels.phone).inputValue()).toBe('98480 12345');
    }
    await page.context().close();
  });
});

describe('the /contactus form without JavaScript', () => {
  it.each(languages)(
    'posts to its own page in $lang and comes back with the rule and what was typed',
    async ({ path, labels, texts }) => {
      const page = await open(path, { ...phone, javaScriptEnabled: false });
      await fill(page, labels, 'short');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: labels.submit, exact: true }).click(),
      ]);
      expect(response.status()).toBe(400);
      expect(new URL(response.url()).pathname).toBe(path);
      await page.waitForLoadState('load');
      expect(await page.locator('.field__error').allTextContents()).toEqual([texts.messageMin]);
      expect(await page.getByLabel(labels.lastName).inputValue()).toBe('Ramaiah');
      await page.context().close();
    },
  );
});
