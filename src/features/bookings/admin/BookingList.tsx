import { AskForm } from '#src/features/admin/index.ts';
import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { phoneForDisplay } from '#src/server/validation/person-fields.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingFilter, BookingRow } from '../repo.ts';
import { bookingStatuses } from '../admin-schema.ts';
import { addressLine, addressOf, devoteeFacts, devoteesOf, pujaName } from '../view.ts';
import type { AdminBookingsOutcome, AdminIntent } from './actions.ts';
import './bookings-admin.css';

interface Props {
  t: T;
  lang: Lang;
  bookings: BookingRow[];
  pujas: PujaRow[];
  filter: BookingFilter;
  outcome: AdminBookingsOutcome;
  /** The same filters as a query, for the print view and the CSV. */
  query: string;
  /** The bookings with money that came after they closed, waiting for its refund. */
  paidAfterClose: Set<string>;
  /** The bookings with a UTR the office has not decided on. */
  openUtrs: Set<string>;
}

function Action({ t, b, intent, children }: { t: T; b: BookingRow; intent: AdminIntent; children?: React.ReactNode }) {
  return (
    <form method="post" className="booking-admin__action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={b.reference} />
      {children}
      <button
        type="submit"
        className="button button--small"
        aria-label={t(`admin.bookings.action.${intent}For`, { reference: b.reference })}
      >
        {t(`admin.bookings.action.${intent}`)}
      </button>
    </form>
  );
}

/**
 * A UTR given may be money: such a booking is confirmed or marked 'money did not arrive', never cancelled as unpaid.
 */
function actionsOf(t: T, b: BookingRow, paidAfterClose: boolean, openUtr: boolean) {
  const out = [];
  const waitsOnUtr = Boolean(b.utr) && (b.status === 'pending' || (b.status === 'refund_requested' && !b.paid_at));
  // A UTR left on a booking that closed or was paid otherwise is decided too: found (kept for its refund) or not.
  if ((b.status === 'pending' && b.method === 'upi') || (b.status !== 'pending' && openUtr))
    out.push(<Action key="confirm" t={t} b={b} intent="confirm" />);
  if (b.status === 'pending' && !b.utr) out.push(<Action key="cancel" t={t} b={b} intent="cancel" />);
  if (waitsOnUtr || openUtr) out.push(<Action key="notReceived" t={t} b={b} intent="notReceived" />);
  if (b.status === 'confirmed') out.push(<Action key="performed" t={t} b={b} intent="performed" />);
  if ((b.status === 'confirmed' || b.status === 'performed') && b.prasadam)
    out.push(
      <Action key="dispatch" t={t} b={b} intent="dispatch">
        <label>
          {t('admin.bookings.courier')} <input name="courier" size={12} required />
        </label>
        <label>
          {t('admin.bookings.tracking')} <input name="tracking" size={14} required />
        </label>
      </Action>,
    );
  if (b.status === 'dispatched') out.push(<Action key="delivered" t={t} b={b} intent="delivered" />);
  if (b.status === 'confirmed' || b.status === 'refund_requested' || paidAfterClose)
    out.push(
      <Action key="refund" t={t} b={b} intent="refund">
        {b.method === 'upi' && (
          <label>
            {t('admin.bookings.bankReference')} <input name="bankReference" size={14} />
          </label>
        )}
      </Action>,
    );
  return out;
}

/** A day's bookings grouped by puja, with the devotees for the priests and the office's actions. */
export function BookingList({ t, lang, bookings, pujas, filter, outcome, query, paidAfterClose, openUtrs }: Props) {
  const names = new Map(pujas.map((p) => [p.id, pujaName(p, lang)]));
  const groups = new Map<string, BookingRow[]>();
  for (const b of bookings) {
    const key = `${b.puja_day}|${b.puja_id}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return (
    <>
      {outcome.ask && (
        <AskForm
          t={t}
          question={t(`admin.bookings.ask.${outcome.ask.intent}`, {
            reference: outcome.ask.reference,
            amount: formatRupees(outcome.ask.amountPaise ?? 0, lang),
          })}
          back={`?${query}`}
        >
          <input type="hidden" name="intent" value={outcome.ask.intent} />
          <input type="hidden" name="reference" value={outcome.ask.reference} />
          {Object.entries(outcome.ask.fields).map(
            ([k, v]) => v && k !== 'overrideReason' && <input key={k} type="hidden" name={k} value={v} />,
          )}
          {outcome.ask.intent === 'confirm' && (
            <div className="field">
              <label htmlFor="override-reason">{t('payments.override.label')}</label>
              <textarea
                id="override-reason"
                name="overrideReason"
                rows={2}
                maxLength={500}
                defaultValue={outcome.ask.fields.overrideReason}
              />
            </div>
          )}
        </AskForm>
      )}
      <form method="get" className="booking-admin__filters" aria-label={t('admin.bookings.filters')}>
        <div className="field">
          <label htmlFor="filter-from">{t('admin.bookings.from')}</label>
          <input id="filter-from" type="date" name="from" defaultValue={filter.from} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">{t('admin.bookings.to')}</label>
          <input id="filter-to" type="date" name="to" defaultValue={filter.to} />
        </div>
        <div className="field">
          <label htmlFor="filter-puja">{t('booking.view.puja')}</label>
          <select id="filter-puja" name="puja" defaultValue={filter.pujaId ? String(filter.pujaId) : ''}>
            <option value="">{t('admin.bookings.allPujas')}</option>
            {pujas.map((p) => (
              <option key={p.id} value={p.id}>
                {pujaName(p, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-status">{t('booking.view.status')}</label>
          <select id="filter-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('admin.bookings.allStatuses')}</option>
            {bookingStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`booking.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('admin.bookings.apply')}
        </button>
      </form>
      <p className="booking-admin__links">
        <a href={`${localePath(lang, '/admin/bookings/print')}?${query}`}>{t('admin.bookings.print')}</a> ·{' '}
        <a href={`/api/bookings/export?${query}`}>{t('admin.bookings.csv')}</a>
      </p>
      {groups.size === 0 && <p>{t('admin.bookings.empty')}</p>}
      {[...groups.entries()].map(([key, rows]) => (
        <section
          key={key}
          className="booking-admin__group"
          aria-label={`${names.get(rows[0]!.puja_id)} ${formatWeekday(rows[0]!.puja_day, lang)}`}
        >
          <h2>
            {formatWeekday(rows[0]!.puja_day, lang)} · {names.get(rows[0]!.puja_id)} ({rows.length})
          </h2>
          <ul className="booking-admin__list">
            {rows.map((b) => {
              const address = addressOf(b);
              return (
                <li key={b.reference} data-reference={b.reference}>
                  <p>
                    <strong className="booking-admin__reference">{b.reference}</strong> ·{' '}
                    {t(`booking.status.${b.status}`)} · {formatRupees(b.total_paise, lang)} ·{' '}
                    {t(`booking.attendance.${b.attendance}`)}
                    {b.utr ? ` · UTR ${b.utr}` : ''}
                    {b.receipt_number ? ` · ${b.receipt_number}` : ''}
                  </p>
                  <ul>
                    {devoteesOf(b).map((d, i) => (
                      <li key={i}>{[d.name, ...devoteeFacts(d, lang)].join(', ')}</li>
                    ))}
                  </ul>
                  {b.sankalpam && <p>{b.sankalpam}</p>}
                  <p>
                    {b.name} · <a href={`mailto:${b.email}`}>{b.email}</a> ·{' '}
                    <a href={`tel:${b.phone}`}>{phoneForDisplay(b.phone)}</a>
                  </p>
                  {address && <p>{addressLine(address, lang)}</p>}
                  {b.courier && (
                    <p>
                      {b.courier} {b.tracking}
                    </p>
                  )}
                  <div className="booking-admin__actions">
                    {actionsOf(t, b, paidAfterClose.has(b.reference), openUtrs.has(b.reference))}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
