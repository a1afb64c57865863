import type { Lang, T } from '#src/i18n/index.ts';
import { localePath } from '#src/i18n/index.ts';
import { formatWholeRupees } from '#src/features/payments/index.ts';
import type { DonationRow } from '../../repo.ts';
import { fullName } from '../../donor-name.ts';

/** Links to a counter gift's receipt: the print page on each paper, and the PDF. */
export function receiptLinks(lang: Lang, reference: string) {
  const print = `${localePath(lang, '/admin/counter/receipt')}?reference=${reference}`;
  return { a5: `${print}&paper=a5`, roll: `${print}&paper=roll`, pdf: `/api/account/receipts/${reference}` };
}

/** What the office just recorded: the receipt number, whether it carries 80G, and its print links. */
export function CounterRecorded({ t, lang, donation: d }: { t: T; lang: Lang; donation: DonationRow }) {
  const links = receiptLinks(lang, d.reference);
  const vars = {
    amount: formatWholeRupees(d.amount_paise / 100),
    name: fullName(d, lang),
    receipt: d.receipt_number ?? '',
    reference: d.reference,
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the outcome of the gift just recorded
    <section className="counter-recorded" role="status" aria-labelledby="counter-recorded-text" tabIndex={-1} autoFocus>
      <p id="counter-recorded-text">
        <strong>{t('counter.recorded', vars)}</strong>
      </p>
      <p>{t(d.eligible_80g === 1 ? 'counter.recorded80G' : 'counter.recordedNo80G')}</p>
      {d.email && <p>{t('counter.recordedMail', { email: d.email })}</p>}
      <p className="counter-recorded__links">
        <a className="button" href={links.a5}>
          {t('counter.printA5')}
        </a>
        <a className="button" href={links.roll}>
          {t('counter.printRoll')}
        </a>
        <a className="button button--ghost" href={links.pdf}>
          {t('counter.pdf')}
        </a>
      </p>
    </section>
  );
}
