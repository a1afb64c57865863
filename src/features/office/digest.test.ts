import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from '#tests/support/database.ts';
import { ledgerRow } from '#tests/support/office-rows.ts';
import { digestDue, digestGapMs, digestSettleMs, sendOfficeDigest } from './digest.ts';
import { digestMail } from './digest-mail.ts';

const siteUrl = 'https://peetam.example.org';
const minutes = (n: number) => n * 60_000;

describe('when the digest may go', () => {
  const now = new Date('2026-03-14T10:00:00Z');
  it('goes the first time, then not again until 15 minutes have passed', () => {
    expect(digestDue(null, now)).toBe(true);
    expect(digestDue(new Date(now.getTime() - digestGapMs + 1000).toISOString(), now)).toBe(false);
    expect(digestDue(new Date(now.getTime() - digestGapMs).toISOString(), now)).toBe(true);
  });
});

describe('the digest mail', () => {
  it('names each UTR and refund request, in English then Telugu, with the links to the to-do', () => {
    const at = '2026-03-14T04:35:00.000Z';
    const mail = digestMail(
      [
        {
          state: 'reported',
          payable_type: 'booking',
          payable_ref: 'BK2345678923',
          method: 'upi',
          payment_ref: '401234567890',
          amount_paise: 111_600,
          updated_at: at,
        },
        {
          state: 'reported',
          payable_type: 'donation',
          payable_ref: 'DN2345678923',
          method: 'upi',
          payment_ref: '401234567891',
          amount_paise: 50_000,
          updated_at: at,
        },
        {
          state: 'refund_requested',
          payable_type: 'booking',
          payable_ref: 'BK9999999999',
          method: 'razorpay',
          payment_ref: 'pay_X',
          amount_paise: 20_000,
          updated_at: at,
        },
      ],
      siteUrl,
    );
    expect(mail.subject).toBe(
      'New at the office: 2 payments to verify, 1 refund request / ' +
        'కార్యాలయానికి కొత్తవి: నిర్ధారించాల్సిన చెల్లింపులు 2, వాపసు అభ్యర్థన 1',
    );
    expect(mail.text).toContain('- Booking BK2345678923: UPI, UTR 401234567890, ₹1,116.00');
    expect(mail.text).toContain('- బుకింగ్ BK9999999999: Razorpay, చెల్లింపు pay_X');
    expect(mail.text).toContain(`Open the to-do: ${siteUrl}/admin`);
    expect(mail.text).toContain(`${siteUrl}/te/admin`);
  });
});

describe('sending the digest', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The queued mail is tried at once: without SMTP it is written under the test's own folder.
    process.env.DATA_DIR = database.dataDir;
    db = (await migratedConnection(database)).db;
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 200));
    await db?.destroy();
    await database?.drop();
  });
  const outbox = () =>
    db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body_text']).orderBy('id').execute();
  const send = (now: Date) => sendOfficeDigest(db, { to: 'office@example.org', siteUrl, retryBaseMs: 3_600_000, now });

  it('sends nothing when nothing came', async () => {
    expect(await send(new Date(Date.now() + minutes(30)))).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it(
    'sends one mail when several instances ' +
      'look at once, ' +
      'then waits 15 minutes, ' +
      'then tells only what is new',
    async () => {
      await ledgerRow(db, {
        ref: '401111111111',
        amountPaise: 111_600,
        payable: { type: 'booking', reference: 'BK2345678923' },
        state: 'reported',
      });
      await ledgerRow(db, {
        ref: '402222222222',
        amountPaise: 50_000,
        payable: { type: 'donation', reference: 'DN2345678923' },
        state: 'refund_requested',
      });
      await ledgerRow(db, {
        ref: '403333333333',
        amountPaise: 50_000,
        payable: { type: 'donation', reference: 'DN3456789234' },
        state: 'verified',
      });
      // Rows need a minute to settle (a transaction may still be open): look two minutes on.
      const first = new Date(Date.now() + digestSettleMs + minutes(1));
      const told = await Promise.all([send(first), send(first), send(first), send(first), send(first)]);
      expect(told.sort()).toEqual([0, 0, 0, 0, 2]);
      const [mail] = await outbox();
      expect(mail).toMatchObject({ to_address: 'office@example.org' });
      expect(mail!.body_text).toContain('BK2345678923');
      expect(mail!.body_text).toContain('DN2345678923');
      expect(mail!.body_text).not.toContain('DN3456789234');

      const next = await ledgerRow(db, {
        ref: '404444444444',
        amountPaise: 20_000,
        payable: { type: 'booking', reference: 'BK4567892345' },
        state: 'reported',
      });
      // Given on this test's clock, after the first digest.
      await db
        .updateTable('payments')
        .set({ updated_at: new Date(first.getTime() + minutes(5)).toISOString() })
        .where('id', '=', next.id)
        .execute();
      // A new UTR within the 15 minutes waits.
      expect(await send(new Date(first.getTime() + minutes(14)))).toBe(0);
      expect(await outbox()).toHaveLength(1);
      const later = new Date(first.getTime() + digestGapMs);
      expect(await send(later)).toBe(1);
      const mails = await outbox();
      expect(mails).toHaveLength(2);
      expect(mails[1]!.body_text).toContain('BK4567892345');
      expect(mails[1]!.body_text).not.toContain('BK2345678923');
    },
  );
});
