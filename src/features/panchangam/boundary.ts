import { MakeTime, Search, type AstroTime } from 'astronomy-engine';
import { angles, siderealLongitudes, type AngleName } from './sky.ts';

/** The slowest each angle moves, degrees a day, so a search window always holds the crossing. */
const slowest: Record<AngleName, number> = { elongation: 9.5, moon: 11.5, sum: 12.5, sun: 0.94 };

const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** The angle at a moment (degrees). */
export const angleAt = (angle: AngleName, when: AstroTime | Date) => angles[angle](siderealLongitudes(when));

/**
 * When the angle next reaches a multiple of `step` after `from`: the end of the tithi, nakshatram,
 * yogam or karanam in progress. The library's Search finds the zero of the angle's distance from
 * that multiple; the window is the time the slowest motion would take, so the zero is inside it.
 */
// The last boundary found for each angle and step: a tithi or star in progress at one sunrise is
// often still in progress at the next, and its end need not be searched again.
const lastFound = new Map<string, { index: number; end: Date }>();

export function nextBoundary(angle: AngleName, step: number, from: Date, now = angleAt(angle, from)): Date {
  const index = Math.floor(now / step);
  const key = `${angle}:${step}`;
  const last = lastFound.get(key);
  if (last && last.index === index && last.end > from && last.end.getTime() - from.getTime() < 2 * 86_400_000)
    return last.end;
  const end = nextCrossing(angle, (index + 1) * step, from, now);
  lastFound.set(key, { index, end });
  return end;
}

/** When the angle next reaches `target` degrees after `from`. */
export function nextCrossing(angle: AngleName, target: number, from: Date, now = angleAt(angle, from)): Date {
  const start = MakeTime(from);
  const days = ((((target - now) % 360) + 360) % 360) / slowest[angle] + 0.05;
  const found = Search((t) => wrap180(angleAt(angle, t) - target), start, start.AddDays(days), {
    dt_tolerance_seconds: 5,
  });
  if (!found) throw new Error(`No ${angle} boundary within ${days.toFixed(2)} days of ${from.toISOString()}`);
  return found.date;
}
