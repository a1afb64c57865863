import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '#src/server/db/connect.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { siteDay } from '#src/server/time.ts';
import { loadSettings, seedSettings } from '#src/features/settings/service.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { createTestDatabase, migratedConnection, onPostgres, type TestDatabase } from '#tests/support/database.ts';
import { seedBooking, seedPuja } from '#tests/support/ledger.ts';
import {
  confirmWithin,
  dispatchPrasadam,
  mailConfirmation,
  mailBooked,
  mailFound,
  mailRefunded,
  mailUtrReceived,
  markDelivered,
  markPerformed,
} from './lifecycle.ts';
import { findBooking } from './repo.ts';

/**
 * The office's steps after a booking holds its place, called as the admin API calls them: each
 * moves the booking only from the states it names, writes its audit entry, and queues the
 * devotee's e-mail; any other state is refused with the state the booking is in.
 */
let database: TestDatabase;
let connection: Connection;
let settings: Settings;
let n = 0;
const office = { id: 1, name: 'Office', email: 'office@example.org' };
const db = () => connection.db;
const post = {
  address: '12-3 Temple Street',
  town: 'Ongole',
  district: 'Prakasam',
  state: 'Andhra Pradesh',
  pin: '523002',
};

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await migratedConnection(database);
  await seedSettings(connection.db);
  settings = (await loadSettings(connection.db)).settings;
});
afterAll(async () => {
  await connection.db.destroy();
  await database.drop();
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  const { status, message, vars } = error as RequestError;
  return { status, message, vars };
}

const auditOf = (reference: string) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'changes'])
    .where('record_type', '=', 'booking')
    .where('record_id', '=', reference)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ action: row.action, changes: JSON.parse(row.changes) as unknown })));

const mailsTo = (email: string) =>
  db()
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text', 'attachments'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

/** A booking of a fresh puja, for its own address so its mails are told apart; `today` puts it on today. */
async function booking(more: Record<string, unknown> = {}, today = false) {
  const puja = await seedPuja(db(), `life-${++n}`);
  const email = `devotee-${n}@example.org`;
  const { reference } = await seedBooking(db(), puja.id, { email, ...more });
  if (today)
    await db().updateTable('bookings').set({ puja_day: siteDay() }).where('reference', '=', reference).execute();
  return { reference, email };
}

async function confirmed(more: Record<string, unknown> = {}, today = false) {
  const made = await booking(more, today);
  await db()
    .transaction()
    .execute((trx) => confirmWithin(trx, made.reference, {}));
  return made;
}

describe(`a booking's life after its hold (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('confirming takes a pending booking to confirmed with a receipt number, once', async () => {
    const { reference } = await booking();
    const moved = await db()
      .transaction()
      .execute((trx) => confirmWithin(trx, reference, { paymentId: 'pay_life1' }, office));
    expect(moved).toMatchObject({
      status: 'confirmed',
      hold_until: null,
      gateway_payment_id: 'pay_life1',
      method: 'razorpay',
      receipt_number: expect.stringMatching(/^PJ\/\d{4}-\d{2}\/\d{4}$/),
    });
    expect(Date.now() - Date.parse(moved!.paid_at!)).toBeLessThan(60_000);
    expect(await findBooking(db(), reference)).toMatchObject({
      status: 'confirmed',
      receipt_number: moved!.receipt_number,
    });
    expect(await auditOf(reference)).toEqual([
      {
        action: 'mark_received',
        changes: {
          status: { from: 'pending', to: 'confirmed' },
          receiptNumber: { from: null, to: moved!.receipt_number },
        },
      },
    ]);
    // A repeat (a second webhook, a second click) changes nothing.
    expect(
      await db()
        .transaction()
        .execute((trx) => confirmWithin(trx, reference, {}, office)),
    ).toBeUndefined();
    expect(await auditOf(reference)).toHaveLength(1);
  });

  it('a UPI confirmation keeps the UPI method and writes no audit entry without an actor', async () => {
    const { reference } = await booking();
    const moved = await db()
      .transaction()
      .execute((trx) => confirmWithin(trx, reference, {}));
    expect(moved).toMatchObject({ status: 'confirmed', gateway_payment_id: null });
    expect(moved!.method).not.toBe('razorpay');
    expect(await auditOf(reference)).toEqual([]);
  });

  it('each confirmation takes the next receipt number of the series', async () => {
    const first = await confirmed();
    const second = await confirmed();
    const number = async (reference: string) =>
      Number((await findBooking(db(), reference))!.receipt_number!.split('/').at(-1));
    expect((await number(second.reference)) - (await number(first.reference))).toBe(1);
  });

  it('the confirmation mail carries the receipt and the calendar entry', async () => {
    const { reference, email } = await confirmed();
    await mailConfirmation(db(), (await findBooking(db(), reference))!, settings);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Puja booking confirmed: ${reference}`);
    const { receipt_number } = (await findBooking(db(), reference))!;
    expect(mail!.body_text).toContain(`Receipt number: ${receipt_number}\n`);
    expect(mail!.body_text).toMatch(/Devotees:\nLakshmi Devi.*\n/);
    expect(mail!.body_text).toMatch(/sends it again: https?:\/\/[^/\s]+\/booking\n/);
    const files = (JSON.parse(mail!.attachments) as Array<{ filename: string; contentType: string }>).map((a) => [
      a.filename,
      a.contentType,
    ]);
    expect(files).toEqual([
      [expect.stringMatching(/^receipt-PJ-\d{4}-\d{2}-\d{4}\.pdf$/), 'application/pdf'],
      ['puja.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
  });

  it('a puja is marked performed on its day, audited and mailed; not before, not twice', async () => {
    const ahead = await confirmed();
    const early = await refusal(markPerformed(db(), ahead.reference, settings, office));
    expect(early).toMatchObject({ status: 409, message: 'booking.error.performedEarly' });
    expect(early.vars?.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await findBooking(db(), ahead.reference))!.status).toBe('confirmed');

    const { reference, email } = await confirmed({}, true);
    expect((await markPerformed(db(), reference, settings, office)).status).toBe('performed');
    expect((await findBooking(db(), reference))!.status).toBe('performed');
    expect(await auditOf(reference)).toEqual([
      { action: 'mark_performed', changes: { status: { from: 'confirmed', to: 'performed' } } },
    ]);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Your puja has been performed: ${reference}`]);

    expect(await refusal(markPerformed(db(), reference, settings, office))).toEqual({
      status: 409,
      message: 'booking.error.status',
      vars: { status: { key: 'booking.status.performed' } },
    });
    expect(await auditOf(reference)).toHaveLength(1);
  });

  it('an unpaid booking is not performed, and an unknown reference is a 404', async () => {
    const { reference } = await booking({}, true);
    expect(await refusal(markPerformed(db(), reference, settings, office))).toEqual({
      status: 409,
      message: 'booking.error.status',
      vars: { status: { key: 'booking.status.pending' } },
    });
    expect(await refusal(markPerformed(db(), 'PJ-NOSUCH', settings, office))).toMatchObject({
      status: 404,
      message: 'booking.error.unknown',
    });
  });

  it('prasadam is posted after confirmation or the puja, with its courier, then delivered', async () => {
    const { reference, email } = await confirmed({ prasadam: post });
    const sent = { courier: 'India Post', tracking: 'EE123456789IN' };
    expect(await dispatchPrasadam(db(), reference, sent, settings, office)).toMatchObject({
      status: 'dispatched',
      ...sent,
    });
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Prasadam posted: ${reference}`]);
    expect((await mailsTo(email))[0]!.body_text).toContain(
      'posted by India Post. The tracking number is EE123456789IN.',
    );
    expect((await markDelivered(db(), reference, office)).status).toBe('delivered');
    expect(await auditOf(reference)).toEqual([
      {
        action: 'dispatch',
        changes: {
          status: { from: 'confirmed', to: 'dispatched' },
          courier: { from: null, to: 'India Post' },
          tracking: { from: null, to: 'EE123456789IN' },
        },
      },
      { action: 'deliver', changes: { status: { from: 'dispatched', to: 'delivered' } } },
    ]);

    const performed = await confirmed({ prasadam: post }, true);
    await markPerformed(db(), performed.reference, settings, office);
    await dispatchPrasadam(db(), performed.reference, sent, settings, office);
    expect((await auditOf(performed.reference))[1]).toMatchObject({
      action: 'dispatch',
      changes: { status: { from: 'performed', to: 'dispatched' } },
    });
  });

  it('prasadam is not posted for a booking without it, nor before payment, nor twice', async () => {
    const sent = { courier: 'India Post', tracking: 'EE1IN' };
    const without = await confirmed();
    expect(await refusal(dispatchPrasadam(db(), without.reference, sent, settings, office))).toEqual({
      status: 409,
      message: 'booking.error.status',
      vars: { status: { key: 'booking.status.confirmed' } },
    });
    const unpaid = await booking({ prasadam: post });
    expect(await refusal(dispatchPrasadam(db(), unpaid.reference, sent, settings, office))).toMatchObject({
      status: 409,
      vars: { status: { key: 'booking.status.pending' } },
    });
    expect(await refusal(dispatchPrasadam(db(), 'PJ-NOSUCH', sent, settings, office))).toMatchObject({ status: 404 });
    const { reference } = await confirmed({ prasadam: post });
    await dispatchPrasadam(db(), reference, sent, settings, office);
    expect(await refusal(dispatchPrasadam(db(), reference, sent, settings, office))).toMatchObject({ status: 409 });
    expect((await findBooking(db(), unpaid.reference))!.status).toBe('pending');
  });

  it('only a dispatched booking is marked delivered', async () => {
    const { reference } = await confirmed({ prasadam: post });
    expect(await refusal(markDelivered(db(), reference, office))).toEqual({
      status: 409,
      message: 'booking.error.status',
      vars: { status: { key: 'booking.status.confirmed' } },
    });
    expect(await refusal(markDelivered(db(), 'PJ-NOSUCH', office))).toMatchObject({ status: 404 });
    expect(await auditOf(reference)).toEqual([]);
  });

  it("each mail names the puja and links the booking's page in the devotee's language", async () => {
    const te = await confirmed({ prasadam: post }, true);
    await db().updateTable('bookings').set({ lang: 'te' }).where('reference', '=', te.reference).execute();
    await markPerformed(db(), te.reference, settings, office);
    const [performed] = await mailsTo(te.email);
    expect(performed!.body_text).toContain('పరీక్ష హోమం');
    expect(performed!.body_text).toContain(`/te/booking/${te.reference}`);

    const en = await confirmed();
    await mailRefunded(db(), (await findBooking(db(), en.reference))!, settings);
    const [refunded] = await mailsTo(en.email);
    expect(refunded!.subject).toBe(`Refund of your puja booking: ${en.reference}`);
    expect(refunded!.body_text).toContain(`Test homam life-${n}`);
    expect(refunded!.body_text).not.toContain('/te/');
    expect(refunded!.attachments).toBe('[]');
  });

  it(
    'the mails before confirmation: how to pay with the link and its key, ' + 'the UTR received, the bookings found',
    async () => {
      const { reference, email } = await booking();
      const b = (await findBooking(db(), reference))!;
      await mailBooked(db(), b, 'the-key', settings);
      await db().updateTable('bookings').set({ utr: '123456789012' }).where('reference', '=', reference).execute();
      await mailUtrReceived(db(), (await findBooking(db(), reference))!, `/booking/${reference}?key=k2`, settings);
      await mailFound(db(), email, 'te', [{ booking: b, link: `/te/booking/${reference}?key=k3` }], settings);
      const [booked, utr, found] = await mailsTo(email);
      expect(booked!.subject).toBe(`Your puja booking ${reference}: please pay to confirm it`);
      expect(booked!.body_text).toContain(`/booking/${reference}?key=the-key`);
      expect(booked!.body_text).toContain(`(UPI ID ${settings.payment.upiId}) and write ${reference} in the note.`);
      expect(booked!.body_text).toMatch(/Your place is held until .*\d/);
      expect(utr!.subject).toBe(`We have your UTR for booking ${reference}`);
      expect(utr!.body_text).toContain('the UTR 123456789012 for your booking of Test homam');
      expect(utr!.body_text).toContain(`/booking/${reference}?key=k2`);
      expect(found!.body_text).toContain('పరీక్ష హోమం');
      expect(found!.body_text).toContain(`/te/booking/${reference}?key=k3`);
    },
  );
});
