import type { T } from '#src/i18n/index.ts';
import { financialYear, formatRupees } from '#src/features/payments/index.ts';
import type { DonationRow } from '../repo.ts';
import { donationAnchor, paymentLabel } from './DonationCard.tsx';

interface Props {
  t: T;
  donation: DonationRow;
  /** The list with its filters: where the receipt is issued (the same POST as ever) and where 'No' goes back to. */
  listUrl: string;
  now: Date;
}

/**
 * 'Are you sure?' before a receipt is issued, as a page of its own so it works without
 * JavaScript: what will happen, to whom, for how much. The number is the next of the financial
 * year and is only given when the receipt is issued, so it is shown as '2026-27/…'.
 */
export function ReceiptConfirm({ t, donation: d, listUrl, now }: Props) {
  const name = `${d.first_name} ${d.last_name}`.trim();
  const amount = formatRupees(d.amount_paise);
  const series = `${financialYear(now)}/…`;
  return (
    <section className="receipt-confirm" aria-labelledby="receipt-confirm-heading" data-reference={d.reference}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question the office just asked for */}
      <h2 id="receipt-confirm-heading" tabIndex={-1} autoFocus data-focus-on-load>
        {t('admin.donations.confirmQuestion', { receipt: series, name, amount })}
      </h2>
      <p>{t('admin.donations.confirmCheck', { amount, payment: paymentLabel(t, d), reference: d.reference })}</p>
      <p>{t('admin.donations.confirmEffect', { email: d.email })}</p>
      <form method="post" action={listUrl} className="receipt-confirm__actions">
        <input type="hidden" name="intent" value="received" />
        <input type="hidden" name="reference" value={d.reference} />
        <div className="field receipt-confirm__reason">
          <label htmlFor="override-reason">{t('payments.override.label')}</label>
          <textarea id="override-reason" name="overrideReason" rows={2} maxLength={500} />
        </div>
        <button type="submit" className="button">
          {t('admin.donations.confirmYes')}
        </button>
        <a className="button button--ghost" href={`${listUrl}#${donationAnchor(d.reference)}`}>
          {t('admin.donations.confirmNo')}
        </a>
      </form>
    </section>
  );
}
