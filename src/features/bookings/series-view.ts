import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { siteDay } from '#src/server/time.ts';
import type { BookingRow } from './repo.ts';
import type { BookingTables } from './tables.ts';

/** A seva that comes back as the devotee's account shows it, on its first booking. */
export interface SeriesSummary {
  rule: BookingTables['seva_series']['rule_kind'];
  /** 1–12 from Chaitra; null for a monthly star. */
  masam: number | null;
  /** 1–30 from Shukla Pratipada; null for a star. */
  tithi: number | null;
  /** 1–27 from Ashwini; null for a tithi. */
  nakshatram: number | null;
  years: number;
  /** How many days it holds, and the next of them still to come (null once all are past or given up). */
  days: number;
  next: string | null;
}

const done = new Set(['expired', 'cancelled', 'refunded']);

/**
 * The series among a devotee's bookings: each first booking's summary by its reference, and the
 * references of the other days, which the list leaves out (a monthly seva holds up to 120).
 */
export async function seriesOf(
  db: Kysely<Database>,
  rows: BookingRow[],
  today = siteDay(),
): Promise<{ summaries: Map<string, SeriesSummary>; followers: Set<string> }> {
  const ids = [...new Set(rows.flatMap((r) => (r.series_id === null ? [] : [r.series_id])))];
  const summaries = new Map<string, SeriesSummary>();
  const followers = new Set<string>();
  if (!ids.length) return { summaries, followers };
  const [series, days] = await Promise.all([
    db.selectFrom('seva_series').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('bookings')
      .select(['series_id', 'reference', 'puja_day', 'status'])
      .where('series_id', 'in', ids)
      .orderBy('puja_day')
      .execute(),
  ]);
  for (const s of series) {
    const mine = days.filter((d) => Number(d.series_id) === Number(s.id));
    for (const d of mine) if (d.reference !== s.lead_reference) followers.add(d.reference);
    const next = mine.find((d) => d.puja_day >= today && !done.has(d.status));
    const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    summaries.set(s.lead_reference, {
      rule: s.rule_kind,
      masam: number(s.masam),
      tithi: number(s.tithi),
      nakshatram: number(s.nakshatram),
      years: Number(s.years),
      days: mine.length,
      next: next?.puja_day ?? null,
    });
  }
  return { summaries, followers };
}

/** The days of the seva a booking begins; undefined for any other booking (one day of a seva shows its own). */
export async function seriesDaysOf(
  db: Kysely<Database>,
  booking: Pick<BookingRow, 'series_id' | 'reference'>,
): Promise<string[] | undefined> {
  if (booking.series_id === null) return undefined;
  const series = await db
    .selectFrom('seva_series')
    .select('lead_reference')
    .where('id', '=', booking.series_id)
    .executeTakeFirst();
  if (series?.lead_reference !== booking.reference) return undefined;
  const rows = await db
    .selectFrom('bookings')
    .select('puja_day')
    .where('series_id', '=', booking.series_id)
    .orderBy('puja_day')
    .execute();
  return rows.map((r) => r.puja_day);
}
