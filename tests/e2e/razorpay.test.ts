import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/http.ts';
import { sign, startRazorpay } from '../support/razorpay.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { desktop, launchBrowser } from './support/browser.ts';

/**
 * Paying with Razorpay in the browser. Checkout cannot load without the internet, so the page
 * gets a stand-in for its global that 'pays' and calls the handler with a real signature.
 */
const keyId = 'rzp_test_peetam';
const keySecret = 'key-secret-for-browser';
let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let razorpay: Awaited<ReturnType<typeof startRazorpay>>;

beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtp();
  razorpay = await startRazorpay(keyId, keySecret);
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_API_BASE: razorpay.apiBase,
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  await razorpay?.stop();
});

describe('a Razorpay payment', () => {
  it('opens Checkout with the order, verifies the signature and shows the donation paid', async () => {
    const http = client(server.url);
    const created = await http.form('/donationpayment', {
      preset: '1000',
      firstName: 'Padma',
      lastName: 'Kumari',
      email: 'padma@example.org',
      'family.0.relation': 'Husband',
      'family.0.name': 'Ramakrishna',
      message: 'For the temple seva on Friday.',
      terms: 'on',
      citizenship: 'resident',
    });
    const path = created.headers.get('location')!;
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    const outside: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const opened: unknown[] = [];
    await page.exposeFunction('recordCheckout', (options: unknown) => opened.push(options));
    await page.exposeFunction('signForTest', (orderId: string, paymentId: string) =>
      sign(keySecret, `${orderId}|${paymentId}`),
    );
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.Razorpay = class {
        options: { order_id: string; amount: number; key: string; handler: (r: object) => void };
        constructor(options: { order_id: string; amount: number; key: string; handler: (r: object) => void }) {
          this.options = options;
          void (w.recordCheckout as (o: object) => Promise<void>)({
            order_id: options.order_id,
            amount: options.amount,
            key: options.key,
          });
        }
        on() {}
        async open() {
          const paymentId = 'pay_Browser0001';
          const signature = await (w.signForTest as (o: string, p: string) => Promise<string>)(
            this.options.order_id,
            paymentId,
          );
          this.options.handler({
            razorpay_payment_id: paymentId,
            razorpay_order_id: this.options.order_id,
            razorpay_signature: signature,
          });
        }
      };
    });
    await page.goto(server.url + path);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Pay online with Razorpay' }).click(),
    ]);
    await expect
      .poll(() =>
        page
          .locator('.payment__done')
          .textContent()
          .catch(() => ''),
      )
      .toContain('Received with thanks. Receipt');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toEqual({ order_id: razorpay.orders[0]!.id, amount: 100_000, key: keyId });
    expect(await page.locator('[data-status]').textContent()).toBe('Paid');
    expect(outside).toEqual([]);
    const mail = await smtp.nextFor('padma@example.org');
    expect(mail.raw).toContain('pay_Browser0001');
  });
});
