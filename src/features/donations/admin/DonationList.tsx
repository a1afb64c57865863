import { causeLabel } from '../cause-label.ts';
import type { T } from '#src/i18n/index.ts';
import { formatIndiaTime } from '#src/i18n/dates.ts';
import { ScrollTable } from '#src/ui/ScrollTable.tsx';
import { formatRupees } from '#src/features/payments/money.ts';
import type { DonationFilter, DonationRow } from '../repo.ts';
import { statuses } from './filters.ts';
import './DonationList.css';

interface Props {
  t: T;
  donations: DonationRow[];
  filter: DonationFilter;
  years: string[];
}

/** The donations with their status, the filters, 'Mark received' for UPI and the yearly export. */
export function DonationList({ t, donations, filter, years }: Props) {
  const total = donations.reduce((sum, d) => sum + d.amount_paise, 0);
  return (
    <>
      <form method="get" className="donation-filters" aria-label={t('admin.donations.filters')}>
        <div className="field">
          <label htmlFor="filter-status">{t('admin.donations.status')}</label>
          <select id="filter-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('admin.donations.allStatuses')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`donation.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-from">{t('admin.donations.from')}</label>
          <input id="filter-from" type="date" name="from" defaultValue={filter.from} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">{t('admin.donations.to')}</label>
          <input id="filter-to" type="date" name="to" defaultValue={filter.to} />
        </div>
        <button type="submit" className="button">
          {t('admin.donations.apply')}
        </button>
      </form>
      <ScrollTable
        id="donation-list-note"
        caption={t('admin.donations.caption', { count: donations.length, total: formatRupees(total) })}
        headers={[
          t('admin.donations.date'),
          t('admin.donations.reference'),
          t('admin.donations.donor'),
          t('admin.donations.amount'),
          t('donation.field.cause'),
          t('admin.donations.payment'),
          t('admin.donations.status'),
          t('admin.donations.receipt'),
        ]}
        empty={t('admin.donations.empty')}
        isEmpty={donations.length === 0}
      >
        {donations.map((d) => (
          <tr key={d.reference} data-reference={d.reference}>
            <td>
              <time dateTime={d.created_at}>{formatIndiaTime(d.created_at)}</time>
            </td>
            <td className="donation-list__reference">{d.reference}</td>
            <td>
              {d.first_name} {d.last_name}
              <br />
              <a href={`mailto:${d.email}`}>{d.email}</a>
            </td>
            <td>{formatRupees(d.amount_paise)}</td>
            <td>{causeLabel(t, d)}</td>
            <td>{d.method === 'upi' ? `UPI ${d.utr ? `UTR ${d.utr}` : t('admin.donations.noUtr')}` : `Razorpay ${d.gateway_payment_id ?? ''}`}</td>
            <td>{t(`donation.status.${d.status}`)}</td>
            <td>
              {d.receipt_number ??
                (d.method === 'upi' && (d.status === 'pending' || d.status === 'submitted') ? (
                  <form method="post" className="donation-list__mark">
                    <input type="hidden" name="intent" value="received" />
                    <input type="hidden" name="reference" value={d.reference} />
                    <button type="submit" className="button" aria-label={t('admin.donations.markFor', { reference: d.reference })}>
                      {t('admin.donations.mark')}
                    </button>
                  </form>
                ) : (
                  '—'
                ))}
            </td>
          </tr>
        ))}
      </ScrollTable>
      <section className="donation-export" aria-labelledby="donation-export-heading">
        <h2 id="donation-export-heading">{t('admin.donations.exportHeading')}</h2>
        <p>{t('admin.donations.exportText')}</p>
        <form method="get" action="/api/donation/export" className="donation-filters">
          <div className="field">
            <label htmlFor="export-fy">{t('admin.donations.year')}</label>
            <select id="export-fy" name="fy" defaultValue={years[0]}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t('admin.donations.export')}
          </button>
        </form>
      </section>
    </>
  );
}
