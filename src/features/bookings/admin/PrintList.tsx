import type { PujaRow } from '../catalogue.ts';
import type { BookingRow } from '../repo.ts';
import { devoteesOf } from '../view.ts';
import './print.css';

/**
 * One clean A4 page per puja and day for the priests: the devotees' names, gotram, nakshatram
 * and rasi, and the sankalpam. Only bookings that are paid for are listed.
 */
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
                <th scope="col">#</th>
                <th scope="col">
                  <span lang="en">Name</span> / పేరు
                </th>
                <th scope="col">
                  <span lang="en">Gotram</span> / గోత్రం
                </th>
                <th scope="col">
                  <span lang="en">Nakshatram</span> / నక్షత్రం
                </th>
                <th scope="col">
                  <span lang="en">Rasi</span> / రాశి
                </th>
                <th scope="col">
                  <span lang="en">Sankalpam</span> / సంకల్పం
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.flatMap((b, i) =>
                devoteesOf(b).map((d, j) => (
                  <tr key={`${b.reference}-${j}`}>
                    <td>{j === 0 ? i + 1 : ''}</td>
                    <td>{d.name}</td>
                    <td>{d.gotram}</td>
                    <td>{d.nakshatram}</td>
                    <td>{d.rasi ?? ''}</td>
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
