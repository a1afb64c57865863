import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { onPostgres } from '../support/database.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';

/**
 * Two worker processes writing to one SQLite file at once: a write waits for the other's lock
 * (the busy timeout) and is answered as usual, never 503 as if the database had gone away
 * (docs/decisions/123). A cancellation reads the booking and then writes it: in a deferred
 * transaction SQLite refused such a write at once when the other process had committed meanwhile.
 */

let server: RunningServer;
const readyWorkers = () => server.output().match(/Site ready at/g)?.length ?? 0;

describe.runIf(!onPostgres())('SQLite with two worker processes', () => {
  beforeAll(async () => {
    server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
    // Many bookings from one address and e-mail: the fairness limits have their own tests (booking-fairness).
    await setHoldLimits(server);
    for (let waited = 0; readyWorkers() < 2 && waited < 90_000; waited += 100) await sleep(100);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers parallel bookings and cancellations from both processes, none with 503', async () => {
    expect(readyWorkers()).toBe(2);
    const admin = await createUser(server, { role: 'Admin' });
    const created = await fetch(`${server.url}/api/pujas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify(testPuja('two-workers', { perDay: 500 })),
    });
    expect(created.status).toBe(201);
    const puja = (await created.json()) as { id: number };
    const day = dayAhead(3);
    const book = () =>
      fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(puja.id, day)),
      });

    const first = await Promise.all(Array.from({ length: 60 }, book));
    expect(first.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const made = await Promise.all(first.map(async (r) => (await r.json()) as { reference: string; page: string }));
    const references = made.map((b) => b.reference);

    // Each cancellation reads its booking, then writes it and gives its place back, while new
    // bookings of the same day are written by both processes.
    const [cancelled, booked] = await Promise.all([
      Promise.all(
        made.map(({ reference, page }) =>
          fetch(`${server.url}/api/bookings/${reference}/cancel`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'ravi@example.org', key: new URL(page, server.url).searchParams.get('key') }),
          }),
        ),
      ),
      Promise.all(Array.from({ length: 60 }, book)),
    ]);
    expect(cancelled.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(booked.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await Promise.all(cancelled.map(async (r) => ((await r.json()) as { status: string }).status))).toEqual(
      references.map(() => 'cancelled'),
    );
    expect(server.output()).not.toMatch(/Database unreachable|SQLITE_BUSY|database is locked/);
  }, 120_000);
});
