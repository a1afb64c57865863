import type { T } from '#src/i18n/index.ts';
import { formatDay, formatIndiaTime } from '#src/i18n/dates.ts';
import type { PujaRow } from '../catalogue.ts';
import type { WaitlistEntry } from '../waitlist.ts';

/** The waitlist of the listed days, in the order places are offered: the office can phone who waits. */
export function WaitlistTable({ t, entries, pujas }: { t: T; entries: WaitlistEntry[]; pujas: PujaRow[] }) {
  if (entries.length === 0) return null;
  const names = new Map(pujas.map((p) => [p.id, p.name_en]));
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{t('booking.waitlist.office.title')}</h2>
      <ul className="bookings-waitlist">
        {entries.map((e) => (
          <li key={e.id}>
            {formatDay(e.day)} · {names.get(e.puja_id)} · {e.name} · <a href={`mailto:${e.email}`}>{e.email}</a> · <a href={`tel:${e.phone}`}>{e.phone}</a> ·{' '}
            {t(`booking.waitlist.office.status.${e.status}`, { time: e.offered_until ? formatIndiaTime(e.offered_until) : '' })}
          </li>
        ))}
      </ul>
    </section>
  );
}
