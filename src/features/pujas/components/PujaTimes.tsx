import { type T, runtimeKey } from '#src/i18n/index.ts';
import type { PujaRow } from '../catalogue.ts';
import { formatTime } from '#src/i18n/dates.ts';
import { startTimesOf } from '../start-times.ts';

const week = [0, 1, 2, 3, 4, 5, 6];

/**
 * Under the booking form's calendar: when the puja begins on each weekday, for devotees who
 * come in person. Weekdays with the same time share a line; nothing when no time is set.
 */
export function PujaTimes({ t, lang, puja }: { t: T; lang: 'en' | 'te'; puja: Pick<PujaRow, 'start_times'> }) {
  const times = startTimesOf(puja);
  const byTime = new Map<string, number[]>();
  for (const d of week) {
    const time = times[d];
    if (time) byTime.set(time, [...(byTime.get(time) ?? []), d]);
  }
  if (byTime.size === 0) return null;
  return (
    <div className="puja-times">
      <p>{t('booking.time.byWeekday')}</p>
      <ul>
        {[...byTime].map(([time, days]) => (
          <li key={time}>
            {t('booking.time.onDay', {
              day:
                days.length === 7
                  ? t('booking.time.everyDay')
                  : days.map((d) => t(runtimeKey(`admin.pujas.weekday.${d}`))).join(', '),
              // India time is said once, in the line above the list.
              time: formatTime(time, lang),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
