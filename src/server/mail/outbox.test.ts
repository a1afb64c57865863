import { describe, expect, it, vi } from 'vitest';
import { twoInstances } from '#tests/support/two-instances.ts';
import type { Mail } from './index.ts';

const sent: Mail[] = [];
vi.mock('./index.ts', () => ({
  sendMail: async (mail: Mail) => {
    // A slow mail server widens the window in which a second sender could pick the same row.
    await new Promise((resolve) => setTimeout(resolve, 20));
    sent.push(mail);
  },
}));
const { deliverDue, enqueueMail } = await import('./outbox.ts');

const { first, second } = twoInstances();

describe('mail outbox shared by several instances', () => {
  it('sends each message once when two instances work through the same outbox at the same time', async () => {
    for (let i = 0; i < 8; i++)
      await enqueueMail(first().db, { to: `devotee-${i}@example.org`, subject: `Receipt ${i}`, text: 'Thank you.' });
    // Two instances (two connections), each running its retry pass twice, all at once.
    const counts = await Promise.all([
      deliverDue(first().db, 1000),
      deliverDue(second().db, 1000),
      deliverDue(first().db, 1000),
      deliverDue(second().db, 1000),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(sent.map((m) => m.subject).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Receipt ${i}`).sort());
    const rows = await first().db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });
});
