import type { Lang, T } from '#src/i18n/index.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { rasiName, starName } from '#src/i18n/names.ts';
import type { PujaRow } from '../catalogue.ts';
import type { BookingRow } from '../repo.ts';
import { devoteesOf, pujaName } from '../view.ts';
import './print.css';

const columns = ['name', 'gotram', 'nakshatram', 'rasi', 'sankalpam'] as const;

/**
 * One clean A4 page per puja and day for the priests: the devotees' names, gotram, nakshatram
 * and rasi, and the sankalpam, in the language of the page it was printed from. Only bookings
 * that are paid for are listed.
 */
interface Props {
  t: T;
  lang: Lang;
  bookings: BookingRow[];
  pujas: PujaRow[];
}

export function PrintList({ t, lang, bookings, pujas }: Props) {
  const names = new Map(pujas.map((p) => [p.id, pujaName(p, lang)]));
  const groups = new Map<string, BookingRow[]>();
  for (const b of bookings.filter((x) => ['confirmed', 'performed', 'dispatched', 'delivered'].includes(x.status))) {
    const key = `${b.puja_day}|${b.puja_id}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  const heading = (b: BookingRow) => t('admin.bookings.printHeading', { puja: names.get(b.puja_id) ?? '', day: formatWeekday(b.puja_day, lang) });
  return (
    <>
      {[...groups.values()].map((rows) => (
        <section key={`${rows[0]!.puja_day}-${rows[0]!.puja_id}`} className="print-sheet">
          <h1>{heading(rows[0]!)}</h1>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {t(`admin.bookings.sheet.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.flatMap((b, i) =>
                devoteesOf(b).map((d, j) => (
                  <tr key={`${b.reference}-${j}`}>
                    <td>{j === 0 ? i + 1 : ''}</td>
                    <td>{d.name}</td>
                    <td>{d.gotram}</td>
                    <td>{starName(d.nakshatram, lang)}</td>
                    <td>{d.rasi ? rasiName(d.rasi, lang) : ''}</td>
                    <td>{j === 0 ? b.sankalpam : ''}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
