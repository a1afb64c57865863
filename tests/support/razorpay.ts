import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { freePort } from './server.ts';

/**
 * A stand-in for Razorpay's Orders API on loopback: it checks the Basic credentials and answers
 * POST /v1/orders as Razorpay does. Every order it made is kept for the test to read.
 */
export async function startRazorpay(keyId: string, keySecret: string) {
  const orders: Array<{ id: string; amount: number; currency: string; receipt: string }> = [];
  const refunds: Array<{ id: string; payment_id: string; amount: number; receipt?: string; idempotencyKey?: string }> =
    [];
  /** Every refund call, answered or not, with its idempotency key. */
  const refundCalls: Array<{ paymentId: string; idempotencyKey?: string }> = [];
  let failNext = false;
  let failNextRefund = false;
  let refundDelayMs = 0;
  let heldRefund: { arrived: () => void; released: Promise<void> } | undefined;
  let delayMs = 0;
  const port = await freePort();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== expected) {
      res
        .writeHead(401)
        .end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/orders') {
      if (failNext) {
        failNext = false;
        res
          .writeHead(500)
          .end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } }));
        return;
      }
      // A slow Razorpay lets calls that arrive together all be waiting at once.
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const input = JSON.parse(body) as { amount: number; currency: string; receipt: string };
      const order = {
        id: `order_${Math.random().toString(36).slice(2, 16)}`,
        entity: 'order',
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
      };
      orders.push(order);
      res.writeHead(200).end(JSON.stringify(order));
      return;
    }
    // POST /v1/payments/{id}/refund, as Razorpay's Refunds API: amount in paise (the whole payment when absent).
    const refund = req.method === 'POST' ? req.url?.match(/^\/v1\/payments\/(pay_\w+)\/refund$/) : null;
    if (refund) {
      const idempotencyKey = req.headers['x-refund-idempotency'] as string | undefined;
      refundCalls.push({ paymentId: refund[1]!, idempotencyKey });
      if (refundDelayMs) await new Promise((r) => setTimeout(r, refundDelayMs));
      if (heldRefund) {
        const held = heldRefund;
        heldRefund = undefined;
        held.arrived();
        await held.released;
      }
      if (failNextRefund) {
        failNextRefund = false;
        res.writeHead(502).end(JSON.stringify({ error: { code: 'GATEWAY_ERROR', description: 'Bank is down' } }));
        return;
      }
      // As Razorpay: the same idempotency key answers the refund it already made.
      const earlier = idempotencyKey ? refunds.find((r) => r.idempotencyKey === idempotencyKey) : undefined;
      if (earlier) {
        res.writeHead(200).end(JSON.stringify(earlier));
        return;
      }
      const input = (body ? JSON.parse(body) : {}) as { amount?: number; receipt?: string };
      const made = {
        id: `rfnd_${Math.random().toString(36).slice(2, 16)}`,
        entity: 'refund',
        payment_id: refund[1]!,
        amount: input.amount ?? 0,
        currency: 'INR',
        receipt: input.receipt,
        status: 'processed',
        idempotencyKey,
      };
      refunds.push(made);
      res.writeHead(200).end(JSON.stringify(made));
      return;
    }
    res.writeHead(404).end(
      JSON.stringify({
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    orders,
    refunds,
    refundCalls,
    failNextOrder: () => (failNext = true),
    failNextRefund: () => (failNextRefund = true),
    /** Answers each refund only after `ms` milliseconds, so refunds sent together are all in flight at once. */
    delayRefunds: (ms: number) => (refundDelayMs = ms),
    /**
     * Keeps the next refund call waiting until `release` is called; `arrived` settles when it comes.
     * A test does something while the money is on its way back, then lets it go.
     */
    holdNextRefund: () => {
      const arrived = Promise.withResolvers<void>();
      const released = Promise.withResolvers<void>();
      heldRefund = { arrived: arrived.resolve, released: released.promise };
      return { arrived: arrived.promise, release: released.resolve };
    },
    /** Answers each order only after `ms` milliseconds (0: at once). */
    delayOrders: (ms: number) => (delayMs = ms),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
