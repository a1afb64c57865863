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
