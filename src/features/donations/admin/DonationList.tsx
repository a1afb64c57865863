import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { DonationFilter, DonationRow } from '../repo.ts';
import { DonationCard } from './DonationCard.tsx';
import { filterQuery, statuses } from './filters.ts';
import './DonationList.css';

interface Props {
  t: T;
  lang: Lang;
  donations: DonationRow[];
  filter: DonationFilter;
  years: string[];
}

/**
 * The filters, the donations as cards with 'Mark received' on each UPI one waiting, and the way to the yearly forms.
 */
export function DonationList({ t, lang, donations, filter, years }: Props) {
  const total = donations.reduce((sum, d) => sum + d.amount_paise, 0);
  const filterFields = [...filterQuery(filter)];
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
      <p className="donation-list__note">
        {t('admin.donations.caption', { count: donations.length, total: formatRupees(total) })}
      </p>
      {donations.length === 0 ? (
        <p>{t('admin.donations.empty')}</p>
      ) : (
        <ol className="record-cards">
          {donations.map((d) => (
            <li key={d.reference}>
              <DonationCard t={t} lang={lang} donation={d} filterFields={filterFields} />
            </li>
          ))}
        </ol>
      )}
      <section className="donation-export" aria-labelledby="donation-export-heading">
        <h2 id="donation-export-heading">{t('admin.donations.exportHeading')}</h2>
        <p>{t('admin.donations.exportText')}</p>
        <form method="get" action={localePath(lang, '/admin/donations/tax-forms')} className="donation-filters">
          <div className="field">
            <label htmlFor="export-fy">{t('admin.donations.year')}</label>
            <select id="export-fy" name="fy" defaultValue={years[1]}>
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
