import type { Lang, T } from '#src/i18n/index.ts';
import { formatMoment, formatWeekday } from '#src/i18n/dates.ts';
import { pujaName } from '../view.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { WaitlistEntry } from '../waitlist.ts';

/** The waitlist of the listed days, in the order places are offered: the office can phone who waits. */
export function WaitlistTable({
  t,
  lang,
  entries,
  pujas,
}: {
  t: T;
  lang: Lang;
  entries: WaitlistEntry[];
  pujas: PujaRow[];
}) {
  if (entries.length === 0) return null;
  const names = new Map(pujas.map((p) => [p.id, pujaName(p, lang)]));
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{t('booking.waitlist.office.title')}</h2>
      <ul className="bookings-waitlist">
        {entries.map((e) => (
          <li key={e.id}>
            {formatWeekday(e.day, lang)} · {names.get(e.puja_id)} · {e.name} ·{' '}
            <a href={`mailto:${e.email}`}>{e.email}</a> · <a href={`tel:${e.phone}`}>{e.phone}</a> ·{' '}
            {t(`booking.waitlist.office.status.${e.status}`, {
              time: e.offered_until ? formatMoment(e.offered_until, lang, { zone: true }) : '',
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
