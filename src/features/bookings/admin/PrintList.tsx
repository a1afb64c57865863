import type { Lang, T } from '#src/i18n/index.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { rasiName, starName } from '#src/i18n/names.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingRow } from '../repo.ts';
import { devoteesOf, pujaName } from '../view.ts';
import './print.css';

const columns = ['name', 'gotram', 'nakshatram', 'rasi', 'sankalpam'] as const;

interface Props {
  t: T;
  lang: Lang;
  bookings: BookingRow[];
  pujas: PujaRow[];
}

/** A devotee's line: the booking's number and sankalpam only on its first devotee's line (`n` null on the others). */
function cellsOf(b: BookingRow, d: ReturnType<typeof devoteesOf>[number], n: number | null, lang: Lang) {
  return [
    n ?? '',
    d.name,
    d.gotram,
    starName(d.nakshatram, lang),
    d.rasi ? rasiName(d.rasi, lang) : '',
    n === null ? '' : b.sankalpam,
  ];
}

/**
 * One clean A4 page per puja and day for the priests: the devotees' names, gotram, nakshatram
 * and rasi, and the sankalpam, in the language of the page it was printed from. Only bookings
 * that are paid for are listed. On a phone's screen a row is a card, each cell named by its column.
 */
export function PrintList({ t, lang, bookings, pujas }: Props) {
  const names = new Map(pujas.map((p) => [p.id, pujaName(p, lang)]));
  const labels = ['#', ...columns.map((c) => t(`admin.bookings.sheet.${c}`))];
  const groups = new Map<string, BookingRow[]>();
  for (const b of bookings.filter((x) => ['confirmed', 'performed', 'dispatched', 'delivered'].includes(x.status))) {
    const key = `${b.puja_day}|${b.puja_id}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  const heading = (b: BookingRow) =>
    t('admin.bookings.printHeading', { puja: names.get(b.puja_id) ?? '', day: formatWeekday(b.puja_day, lang) });
  return (
    <>
      {[...groups.values()].map((rows) => (
        <section key={`${rows[0]!.puja_day}-${rows[0]!.puja_id}`} className="print-sheet">
          <h1>{heading(rows[0]!)}</h1>
          <table>
            <thead>
              <tr>
                {labels.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.flatMap((b, i) =>
                devoteesOf(b).map((d, j) => (
                  <tr key={`${b.reference}-${j}`}>
                    {cellsOf(b, d, j === 0 ? i + 1 : null, lang).map((v, k) => (
                      <td key={k} data-label={labels[k]}>
                        {v}
                      </td>
                    ))}
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
