import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { Database } from '#src/server/db/schema.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { DatabaseUnavailable } from '#src/server/db/unavailable.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { dayNumber, dayOf } from '../clock.ts';
import { festivals } from '../festival-rules.ts';
import { festivalDaysBetween, type ComputedDay } from '../festivals.ts';
import type { Place } from '../sun.ts';
import * as repo from './repo.ts';
import { festivalLimits, type FestivalAdd, type FestivalMove } from './schema.ts';

/** How far ahead the events calendar shows the festivals: the coming 12 months. */
export const FESTIVAL_DAYS_AHEAD = 365;

export interface FestivalDay {
  date: string;
  /** The rule's key; null for a day the office added. */
  key: string | null;
  name: { en: string; te: string };
  /** The day the rules computed, for a festival (moved or not). */
  computed: string | null;
  /** The office's override, when there is one. */
  overrideId: number | null;
}

const names = new Map(festivals.map((f) => [f.key, f.name]));

// The computed days of the coming year, per place and day: astronomy, the same all day long. An
// office's move is read from the database each time, so nothing here goes stale when one is made.
// A few entries are enough: today and yesterday at the ashram, while the day turns.
const computedDays = new LRUCache<string, ComputedDay[]>({ max: 4 });

/** The festival days the rules find from `today` to a year on, reckoned once a day. */
export function computedFestivals(place: Place, today: string): ComputedDay[] {
  const key = `${place.latitude},${place.longitude},${place.timeZone},${today}`;
  let days = computedDays.get(key);
  if (!days) {
    days = festivalDaysBetween(place, today, dayOf(dayNumber(today) + FESTIVAL_DAYS_AHEAD));
    computedDays.set(key, days);
  }
  return days;
}

/** The festivals of the coming 12 months as the calendar shows them: computed, moved and added. */
export async function comingFestivals(db: Kysely<Database>, place: Place, today: string): Promise<FestivalDay[]> {
  const last = dayOf(dayNumber(today) + FESTIVAL_DAYS_AHEAD);
  const overrides = await repo.overridesFrom(db, today);
  const moves = new Map(overrides.filter((o) => o.festival_key).map((o) => [`${o.festival_key} ${o.moves_from}`, o]));
  const days: FestivalDay[] = computedFestivals(place, today).map((d) => {
    const move = moves.get(`${d.key} ${d.date}`);
    return {
      date: move?.day ?? d.date,
      key: d.key,
      name: names.get(d.key)!,
      computed: d.date,
      overrideId: move?.id ?? null,
    };
  });
  for (const o of overrides) {
    if (o.festival_key !== null) continue;
    days.push({
      date: o.day,
      key: null,
      name: { en: o.name_en ?? '', te: o.name_te ?? '' },
      computed: null,
      overrideId: o.id,
    });
  }
  return days.filter((d) => d.date >= today && d.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}

/** Moves a festival from the day the rules compute to another; moving it again changes the same move. */
export async function moveFestival(
  db: Kysely<Database>,
  actor: AuditActor,
  place: Place,
  today: string,
  input: FestivalMove,
) {
  if (!computedFestivals(place, today).some((d) => d.key === input.festival && d.date === input.from))
    throw new RequestError(404, 'festivals.error.notComputed');
  if (Math.abs(dayNumber(input.day) - dayNumber(input.from)) > festivalLimits.moveDays)
    throw new RequestError(
      400,
      'festivals.error.tooFar',
      { day: 'festivals.error.tooFar' },
      { days: festivalLimits.moveDays },
    );
  const attempt = () =>
    transaction(db, async (trx) => {
      const stamp = { updated_at: nowIso(), updated_by: actor.name };
      const earlier = await repo.findMove(trx, input.festival, input.from);
      let id: number;
      if (earlier) {
        id = earlier.id;
        await repo.updateOverrideDay(trx, id, { day: input.day, ...stamp });
      } else {
        id = await repo.insertOverride(trx, {
          festival_key: input.festival,
          moves_from: input.from,
          day: input.day,
          name_en: null,
          name_te: null,
          ...stamp,
        });
      }
      await recordAudit(trx, {
        actor,
        recordType: 'festival',
        recordId: id,
        recordLabel: names.get(input.festival)!.en,
        action: 'update',
        changes: { day: { from: earlier?.day ?? input.from, to: input.day } },
      });
      return id;
    });
  // Two first moves of one day at once: the unique index lets one insert in; the other, tried
  // again, finds that row and changes it.
  return attempt().catch((error: unknown) => {
    if (error instanceof DatabaseUnavailable) throw error;
    return attempt();
  });
}

/** Adds a festival day by name, today or later. */
export function addFestival(db: Kysely<Database>, actor: AuditActor, today: string, input: FestivalAdd) {
  if (input.day < today) throw new RequestError(400, 'festivals.error.past', { day: 'festivals.error.past' });
  return transaction(db, async (trx) => {
    const id = await repo.insertOverride(trx, {
      festival_key: null,
      moves_from: null,
      day: input.day,
      name_en: input.nameEn,
      name_te: input.nameTe,
      updated_at: nowIso(),
      updated_by: actor.name,
    });
    await recordAudit(trx, {
      actor,
      recordType: 'festival',
      recordId: id,
      recordLabel: input.nameEn,
      action: 'create',
      changes: { day: { from: null, to: input.day }, name: { from: null, to: input.nameEn } },
    });
    return id;
  });
}

/** Undoes a move (the festival goes back to its computed day) or removes an added day. */
export function removeOverride(db: Kysely<Database>, actor: AuditActor, id: number) {
  return transaction(db, async (trx) => {
    const row = await repo.findOverride(trx, id);
    if (!row || !(await repo.deleteOverride(trx, id))) throw new RequestError(404, 'festivals.error.noOverride');
    await recordAudit(trx, {
      actor,
      recordType: 'festival',
      recordId: id,
      recordLabel: row.festival_key ? names.get(row.festival_key)?.en : row.name_en,
      action: 'delete',
      changes: { day: { from: row.day, to: row.moves_from } },
    });
    return row;
  });
}
