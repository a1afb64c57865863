import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { addDays } from '#src/features/pujas/index.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from '#tests/support/database.ts';
import { ledgerRow, todoBooking, todoPuja } from '#tests/support/office-rows.ts';
import { utrHoldHours } from '#src/features/bookings/late-utr.ts';
import { officeTodo, todoTotal } from './todo.ts';

const today = '2026-03-14';

describe("the office's to-do", () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = (await migratedConnection(database)).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('is empty on a new site', async () => {
    const todo = await officeTodo(db, today);
    expect(todo.total).toBe(0);
    expect(todo.payments.reported).toEqual({ count: 0, items: [] });
    expect(await todoTotal(db, today)).toBe(0);
  });

  it(
    'lists the payments by state, ' +
      'the prasadam to post ' +
      'and the pujas of today and tomorrow, ' +
      'with one total',
    async () => {
      const puja = await todoPuja(db, 'todo-homam');
      const later = await todoBooking(db, puja.id, addDays(today, 90), 'pending', { utr: '401234567890' });
      await ledgerRow(db, {
        ref: '401234567890',
        amountPaise: 111_600,
        payable: { type: 'booking', reference: later.reference },
        state: 'reported',
      });
      await ledgerRow(db, {
        ref: 'pay_R1',
        method: 'razorpay',
        amountPaise: 50_000,
        payable: { type: 'donation', reference: 'DN0000000001' },
        state: 'refund_requested',
      });
      await ledgerRow(db, {
        ref: '409999999999',
        amountPaise: 20_000,
        payable: { type: 'booking', reference: 'BK2222222222' },
        state: 'paid_after_close',
      });
      await ledgerRow(db, {
        ref: '408888888888',
        amountPaise: 20_000,
        payable: { type: 'booking', reference: 'BK3333333333' },
        state: 'verified',
      });
      const todays = await todoBooking(db, puja.id, today, 'confirmed');
      const tomorrows = await todoBooking(db, puja.id, addDays(today, 1), 'confirmed');
      const posted = await todoBooking(db, puja.id, addDays(today, -3), 'performed', { prasadam: true });
      await todoBooking(db, puja.id, addDays(today, -3), 'dispatched', { prasadam: true });
      await todoBooking(db, puja.id, today, 'cancelled');

      const todo = await officeTodo(db, today);
      expect(todo.payments.reported.items).toEqual([
        expect.objectContaining({
          payableType: 'booking',
          payableRef: later.reference,
          paymentRef: '401234567890',
          amountPaise: 111_600,
        }),
      ]);
      expect(todo.payments.refund_requested.items).toEqual([
        expect.objectContaining({ payableType: 'donation', method: 'razorpay', paymentRef: 'pay_R1' }),
      ]);
      expect(todo.payments.paid_after_close.count).toBe(1);
      expect(todo.prasadam.items.map((b) => b.reference)).toEqual([posted.reference]);
      expect(todo.todaysPujas.items.map((b) => b.reference)).toEqual([todays.reference]);
      expect(todo.tomorrowsPujas.items).toEqual([
        expect.objectContaining({ reference: tomorrows.reference, pujaEn: puja.name_en, pujaDay: addDays(today, 1) }),
      ]);
      // 3 payments, 1 prasadam, 1 puja today; tomorrow's is not yet to do.
      expect(todo.total).toBe(5);
      expect(await todoTotal(db, today)).toBe(5);
    },
  );

  it(
    "marks a booking's UTR overdue once it waited 48 hours unchecked, " +
      'and keeps it listed (never cancelled as unpaid)',
    async () => {
      const reported = (await officeTodo(db, today)).payments.reported.items;
      const given = Date.parse(reported[0]!.at);
      expect(reported[0]!.overdue).toBe(false);
      const justBefore = await officeTodo(db, today, given + utrHoldHours * 3_600_000 - 1000);
      expect(justBefore.payments.reported.items[0]!.overdue).toBe(false);
      const after = await officeTodo(db, today, given + utrHoldHours * 3_600_000 + 1000);
      expect(after.payments.reported.items).toEqual([
        expect.objectContaining({ payableType: 'booking', overdue: true }),
      ]);
      expect(after.total).toBe(5);
    },
  );
});
