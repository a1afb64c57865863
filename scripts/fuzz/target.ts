import { createUser } from '../../tests/support/accounts.ts';
import { startRazorpay } from '../../tests/support/razorpay.ts';
import { startServer, type RunningServer } from '../../tests/support/server.ts';
import type { TestDatabase } from '../../tests/support/database.ts';
import type { FuzzTarget } from './run.ts';

export interface RunningTarget extends FuzzTarget {
  credentials: { User: { cookie: string; token: string }; Admin: { cookie: string; token: string } };
  stop(): Promise<void>;
}

/**
 * The built site as the fuzzer meets it: on the given database, with Razorpay configured
 * (against the loopback stand-in, so the payment routes read and check what they are sent
 * instead of answering 'not configured'), behind a trusted proxy so that each request can name
 * its own visitor and the rate limits do not turn most of a run into 429s, and a User and an
 * Admin with live sessions.
 */
export async function startFuzzTarget(database: TestDatabase): Promise<RunningTarget> {
  const keys = { id: 'rzp_test_fuzz', secret: 'fuzz-key-secret' };
  const razorpay = await startRazorpay(keys.id, keys.secret);
  let server: RunningServer;
  try {
    server = await startServer({
      database,
      env: {
        TRUSTED_PROXIES: '127.0.0.1,::1',
        RAZORPAY_KEY_ID: keys.id,
        RAZORPAY_KEY_SECRET: keys.secret,
        RAZORPAY_WEBHOOK_SECRET: 'fuzz-webhook-secret',
        RAZORPAY_API_BASE: razorpay.apiBase,
      },
    });
  } catch (error) {
    await razorpay.stop();
    throw error;
  }
  const [user, admin] = [await createUser(server, { role: 'User' }), await createUser(server, { role: 'Admin' })];
  return {
    url: server.url,
    output: server.output,
    alive: server.alive,
    credentials: { User: user, Admin: admin },
    async stop() {
      await server.stop();
      await razorpay.stop();
    },
  };
}
