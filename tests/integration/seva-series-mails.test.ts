import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { insertPuja } from '#src/features/pujas/repo.ts';
import { pujaSchema } from '#src/features/pujas/puja-schema.ts';
import { bookingSchema } from '#src/features/bookings/schema.ts';
import { seriesSchema } from '#src/features/bookings/series-schema.ts';
import { bookSeries } from '#src/features/bookings/series.ts';
import { mailBooked } from '#src/features/bookings/lifecycle.ts';
import { confirmBooking, giveUtr } from '#src/features/bookings/payments.ts';
import { addDays } from '#src/features/pujas/catalogue.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { siteDay } from '#src/server/time.ts';
import { onPostgres } from '../support/database.ts';
import { bookingBody, testPuja } from '../support/bookings.ts';
import { office, ongole, seededDatabase } from '../support/series.ts';

/**
 * The booked and confirmed mails of a seva name its days (docs/decisions/162): twelve, then how
 * many more and the booking's page; the confirmation's calendar holds one event for each day.
 */

describe(`a seva's mails (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let db: Kysely<Database>;
  let settings: Settings;
  seededDatabase((d, s) => {
    db = d;
    settings = s;
  });

  const mailsTo = (to: string) =>
    db.selectFrom('mail_outbox').select(['subject', 'body_text', 'attachments']).where('to_address', '=', to).execute();

  async function book(who: string, often: Record<string, string>, lang: 'en' | 'te' = 'en') {
    const puja = (await insertPuja(db, pujaSchema.parse(testPuja(`series-mail-${who}`, { perDay: 5 }))))!;
    const input = bookingSchema.parse(
      bookingBody(puja.id, addDays(siteDay(), 1), { email: `${who}@example.org`, phone: `98483${who.length}1234` }),
    );
    return bookSeries(db, input, seriesSchema.parse(often), { lang, userId: null, place: ongole });
  }

  const namesTwelveDays =
    'names twelve days of a two-year monthly seva, then how many more and its page, booked and confirmed';
  it(namesTwelveDays, async () => {
    const booked = await book('monthly', { often: 'monthly-nakshatram', years: '2', star: 'Rohini' });
    expect(booked.dates).toHaveLength(24);
    await mailBooked(db, booked, booked.key!, settings);
    expect(await giveUtr(db, booked.reference, '623456789012')).toBe(true);
    await confirmBooking(db, booked.reference, {}, settings, office);
    const [bookedMail, confirmed] = await mailsTo('monthly@example.org');
    for (const body of [bookedMail!.body_text, confirmed!.body_text]) {
      expect(body).toContain('This seva is performed on these 24 days:');
      for (const day of booked.dates.slice(0, 12)) expect(body).toContain(`- ${formatWeekday(day, 'en')}\n`);
      expect(body).not.toContain(formatWeekday(booked.dates[12]!, 'en'));
      expect(body).toMatch(new RegExp(`and 12 more days: see your booking page, http\\S+/booking/${booked.reference}`));
    }
    expect(bookedMail!.body_text).toContain(`key=${booked.key!}`);

    const attachments = JSON.parse(confirmed!.attachments) as Array<{ filename: string; base64: string }>;
    const ics = Buffer.from(attachments.find((a) => a.filename === 'puja.ics')!.base64, 'base64').toString();
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(24);
    for (const day of booked.dates) expect(ics).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
    expect(new Set(ics.match(/^UID:.*$/gm)).size).toBe(24);
  });

  it('lists every day of a three-year seva, in Telugu, with no line for more', async () => {
    const booked = await book('yearly', { often: 'yearly-tithi', years: '3', masam: '8', tithi: '15' }, 'te');
    await mailBooked(db, booked, booked.key!, settings);
    const [mail] = await mailsTo('yearly@example.org');
    expect(mail!.body_text).toContain('ఈ సేవ ఈ 3 రోజులలో జరుగుతుంది:');
    for (const day of booked.dates) expect(mail!.body_text).toContain(`- ${formatWeekday(day, 'te')}`);
    expect(mail!.body_text).not.toContain('ఇంకా');
  });
});
