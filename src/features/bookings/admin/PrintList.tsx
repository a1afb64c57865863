import type { PujaRow } from '../catalogue.ts';
import type { BookingRow } from '../repo.ts';
import { devoteesOf } from '../view.ts';
import './print.css';

/** The columns, in both languages for the priests. On a phone's screen a row is a card, each cell named by its column. */
const columns = ['#', 'Name / పేరు', 'Gotram / గోత్రం', 'Nakshatram / నక్షత్రం', 'Rasi / రాశి', 'Sankalpam / సంకల్పం'];

/**
 * One clean A4 page per puja and day for the priests: the devotees' names, gotram, nakshatram
 * and rasi, and the sankalpam. Only bookings that are paid for are listed.
 */
/** A devotee's line: the booking's number and sankalpam only on its first devotee's line (`n` null on the others). */
function cellsOf(b: BookingRow, d: ReturnType<typeof devoteesOf>[number], n: number | null) {
  return [n ?? '', d.name, d.gotram, d.nakshatram, d.rasi ?? '', n === null ? '' : b.sankalpam];
}

export function PrintList({ bookings, pujas, heading }: { bookings: BookingRow[]; pujas: PujaRow[]; heading: (puja: string, day: string) => string }) {
  const names = new Map(pujas.map((p) => [p.id, `${p.name_en} / ${p.name_te}`]));
  const groups = new Map<string, BookingRow[]>();
  for (const b of bookings.filter((x) => ['confirmed', 'performed', 'dispatched', 'delivered'].includes(x.status))) {
    const key = `${b.puja_day}|${b.puja_id}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return (
    <>
      {[...groups.values()].map((rows) => (
        <section key={`${rows[0]!.puja_day}-${rows[0]!.puja_id}`} className="print-sheet">
          <h1>{heading(names.get(rows[0]!.puja_id) ?? '', rows[0]!.puja_day)}</h1>
          <table>
            <thead>
              <tr>
                {columns.map((c) => (
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
                    {cellsOf(b, d, j === 0 ? i + 1 : null).map((v, k) => (
                      <td key={k} data-label={columns[k]}>
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
