import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { onlyEvent, parseStrictIcs } from '../support/strict-ics.ts';
import { mimePart } from '../support/mime.ts';

/** A puja's start times through the API, and in the confirmation e-mail and its calendar file. */
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let http: ReturnType<typeof client>;
let admin: TestAccount;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.5' } });
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

describe('start times in the catalogue', () => {
  it('are taken and returned as startTimes, only for the weekdays offered', async () => {
    const created = await http.json(
      'POST',
      '/api/pujas',
      testPuja('times-api', { weekdays: [1, 6], startTimes: { 1: '6:30', 6: '07:00', 3: '09:00' } }),
      asAdmin(),
    );
    expect(created.status).toBe(201);
    const puja = (await created.json()) as { id: number; startTimes: Record<string, string> };
    expect(puja.startTimes).toEqual({ 1: '06:30', 6: '07:00' });
    const changed = await http.json(
      'PUT',
      `/api/pujas/${puja.id}`,
      testPuja('times-api', { weekdays: [1, 6], startTimes: { 1: '05:45' } }),
      asAdmin(),
    );
    expect(((await changed.json()) as { startTimes: unknown }).startTimes).toEqual({ 1: '05:45' });
  });

  it('refuses a time that is not HH:MM of a 24-hour clock with a 400 that says how to write it', async () => {
    const refused = await http.json(
      'POST',
      '/api/pujas',
      testPuja('times-bad', { startTimes: { 1: '25:00' } }),
      asAdmin(),
    );
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toBe('Give the start time as hours and minutes of a 24-hour clock, such as 06:30 or 18:30.');
    expect(body.fields['startTimes.1']).toBe(body.message);
  });
});

describe('the confirmation of an in-person booking', () => {
  it('says when the puja begins, and its calendar file is a timed entry a strict reader takes', async () => {
    const everyDay = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), '06:30']));
    const created = await http.json('POST', '/api/pujas', testPuja('times-mail', { startTimes: everyDay }), asAdmin());
    const { id } = (await created.json()) as { id: number };
    const day = dayAhead(4);
    // A gotram is letters (the account's rule): a CR, comma or semicolon never reaches the calendar
    // from it; the calendar's own escaping is tested in src/server/calendar-entry.test.ts.
    const refused = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(id, day, {
        attendance: 'in-person',
        devotees: [{ name: 'Lakshmi Devi', gotram: 'Bharadwaja\rKashyapa, Atreya; Vasishta', nakshatram: 'Rohini' }],
      }),
    );
    expect(refused.status).toBe(400);
    const devotees = [
      { name: 'Lakshmi Devi', gotram: 'Bharadwaja', nakshatram: 'Rohini' },
      { name: 'Ravi', gotram: 'Kashyapa', nakshatram: 'Ashwini' },
    ];
    const booked = await http.json(
      'POST',
      '/api/bookings',
      bookingBody(id, day, { attendance: 'in-person', devotees, email: 'times-mail@example.org' }),
    );
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    // The mail sent at booking already tells the time; the confirmation follows it.
    expect((await smtp.nextFor('times-mail@example.org')).text).toContain('The puja begins at 6:30 am IST.');
    const seen = smtp.received.length;
    expect((await http.json('POST', `/api/bookings/${reference}/confirm`, {}, asAdmin())).status).toBe(200);

    const mail = await smtp.nextFor('times-mail@example.org', seen);
    expect(mimePart(mail.raw, 'text/plain')).toContain('The puja begins at 6:30 am IST.');
    const calendar = mimePart(mail.raw, 'text/calendar');
    const event = onlyEvent(parseStrictIcs(calendar));
    const start = new Date(`${day}T06:30:00+05:30`).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(calendar).toContain(`DTSTART:${start}`);
    expect(event.getFirstPropertyValue('description')).toBe(
      'Devotees:\nLakshmi Devi (Bharadwaja, Rohini)\nRavi (Kashyapa, Ashwini)',
    );
  });
});
