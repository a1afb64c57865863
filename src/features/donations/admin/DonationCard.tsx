import { type Lang, type T, runtimeKey } from '#src/i18n/index.ts';
import { formatMoment } from '#src/i18n/dates.ts';
import { causeLabel } from '../cause-label.ts';
import { maskedIdentity } from '../identity.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { DonationRow } from '../repo.ts';
import { awaitsReceipt } from './filters.ts';
import { DeclarationFacts } from '#src/features/citizenship/components/DeclarationFacts.tsx';

/** How the money came: the UPI transaction reference, or the gateway's payment id. */
export function paymentLabel(t: T, d: DonationRow): string {
  if (d.method === 'counter')
    return [t(runtimeKey(`counter.mode.${d.pay_mode}`)), d.pay_details].filter(Boolean).join(' ');
  if (d.method === 'upi') return `UPI ${d.utr ? `UTR ${d.utr}` : t('admin.donations.noUtr')}`;
  return `Razorpay ${d.gateway_payment_id ?? ''}`;
}

export const donationAnchor = (reference: string) => `donation-${reference}`;

/**
 * One donation as a card, its 'Mark received' inside it. The button only asks: it opens the
 * confirmation (a GET with `confirm`, keeping the filters), and the receipt is issued there.
 */
export function DonationCard({
  t,
  lang,
  donation: d,
  filterFields,
}: {
  t: T;
  lang: Lang;
  donation: DonationRow;
  filterFields: Array<[string, string]>;
}) {
  const headingId = `${donationAnchor(d.reference)}-donor`;
  return (
    <article
      id={donationAnchor(d.reference)}
      className={`record-card${d.receipt_number ? ' record-card--done' : ''}`}
      aria-labelledby={headingId}
      data-reference={d.reference}
    >
      <header className="record-card__head">
        <h2 id={headingId}>
          {d.first_name} {d.last_name}
        </h2>
        <p className="record-card__state">
          {formatRupees(d.amount_paise)} · {t(`donation.status.${d.status}`)}
        </p>
      </header>
      <dl className="record-card__facts">
        <dt>{t('admin.donations.date')}</dt>
        <dd>
          <time dateTime={d.created_at}>{formatMoment(d.created_at, lang, { zone: true })}</time>
        </dd>
        <dt>{t('admin.donations.reference')}</dt>
        <dd className="donation-list__reference">{d.reference}</dd>
        <dt>{t('donation.field.cause')}</dt>
        <dd>{causeLabel(t, d)}</dd>
        <dt>{t('admin.donations.payment')}</dt>
        <dd>{paymentLabel(t, d)}</dd>
        {d.identity_type && (
          <>
            <dt>{t(`donation.identityType.${d.identity_type}`)}</dt>
            <dd className="donation-list__identity">{maskedIdentity(d)}</dd>
          </>
        )}
        <dt>{t('admin.donations.email')}</dt>
        <dd>{d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : '—'}</dd>
        <dt>{t('admin.donations.receipt')}</dt>
        <dd>{d.receipt_number ?? '—'}</dd>
        <DeclarationFacts t={t} row={d} />
      </dl>
      {awaitsReceipt(d) && (
        <form method="get" className="record-card__action">
          {filterFields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="confirm" value={d.reference} />
          <button
            type="submit"
            className="button"
            aria-label={t('admin.donations.markFor', { reference: d.reference })}
          >
            {t('admin.donations.mark')}
          </button>
        </form>
      )}
    </article>
  );
}
