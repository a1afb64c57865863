import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { dayAhead } from '../support/bookings.ts';
import { ledgerRow, todoBooking, todoPuja } from '../support/office-rows.ts';

/**
 * The office's to-do through the API and the /admin screen: UTRs and refund requests written
 * to the ledger show with their counts, for an Admin only, and each links to its record.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let user: TestAccount;
let later: { reference: string };

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  user = await createUser(server, { role: 'User' });
  await withDb(server, async (db) => {
    const puja = await todoPuja(db, 'office-todo-homam');
    // A UTR for a puja two months ahead: outside the bookings list's default week.
    later = await todoBooking(db, puja.id, dayAhead(60), 'pending', { utr: '401234567890' });
    await ledgerRow(db, {
      ref: '401234567890',
      amountPaise: 111_600,
      payable: { type: 'booking', reference: later.reference },
      state: 'reported',
    });
    await ledgerRow(db, {
      ref: '402345678901',
      amountPaise: 50_000,
      payable: { type: 'donation', reference: 'DN2345678923' },
      state: 'refund_requested',
    });
    await todoBooking(db, puja.id, dayAhead(0), 'confirmed');
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/admin/todo', () => {
  it('asks a visitor to sign in and refuses a devotee', async () => {
    const anonymous = await http.get('/api/admin/todo');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toMatch(/sign in/i);
    const devotee = await http.get('/api/admin/todo', { authorization: `Bearer ${user.token}` });
    expect(devotee.status).toBe(403);
  });

  it('gives an Admin the lists and counts of the to-do', async () => {
    const response = await http.get('/api/admin/todo', { authorization: `Bearer ${admin.token}` });
    expect(response.status).toBe(200);
    const todo = await response.json();
    expect(todo.payments.reported).toEqual({
      count: 1,
      items: [
        expect.objectContaining({
          payableType: 'booking',
          payableRef: later.reference,
          method: 'upi',
          paymentRef: '401234567890',
          amountPaise: 111_600,
        }),
      ],
    });
    expect(todo.payments.refund_requested.items).toEqual([
      expect.objectContaining({ payableType: 'donation', payableRef: 'DN2345678923' }),
    ]);
    expect(todo.payments.paid_after_close.count).toBe(0);
    expect(todo.todaysPujas.count).toBe(1);
    expect(todo.total).toBe(3);
  });
});

describe('the /admin screen', () => {
  it('shows the to-do with its counts, the total in the menu, and links each item to its record', async () => {
    const html = await (await http.get('/admin', { cookie: admin.cookie })).text();
    expect(html).toContain('Payments to verify');
    expect(html).toContain(`href="/admin/bookings?q=${later.reference}"`);
    expect(html).toContain('href="/admin/donations#donation-DN2345678923"');
    expect(html).toMatch(/class="admin-nav__count"><span aria-hidden="true">3<\/span>/);
    const te = await (await http.get('/te/admin', { cookie: admin.cookie })).text();
    expect(te).toContain('నిర్ధారించాల్సిన చెల్లింపులు');
    expect(te).toContain(`href="/te/admin/bookings?q=${later.reference}"`);
  });

  it('opens the booking of a later day alone at /admin/bookings?q=, which the default week does not show', async () => {
    const week = await (await http.get('/admin/bookings', { cookie: admin.cookie })).text();
    expect(week).not.toContain(later.reference);
    const one = await (await http.get(`/admin/bookings?q=${later.reference}`, { cookie: admin.cookie })).text();
    expect(one).toContain(`data-reference="${later.reference}"`);
    expect(one).toContain('UTR 401234567890');
  });

  it('moves the events form to /admin/events', async () => {
    const html = await (await http.get('/admin/events', { cookie: admin.cookie })).text();
    expect(html).toContain('Post Event');
  });
});
