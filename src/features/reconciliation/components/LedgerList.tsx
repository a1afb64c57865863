import { type Lang, type T, runtimeKey } from '#src/i18n/index.ts';
import { formatMoment } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { LedgerFilter, PaymentRow } from '#src/features/payments/service.ts';
import type { PaymentState } from '#src/features/payments/index.ts';
import { payableTypes, paymentMethods, paymentStates } from '../filters.ts';

interface Props {
  t: T;
  lang: Lang;
  payments: PaymentRow[];
  filter: LedgerFilter;
  /** The filter as a query, for the CSV of the same payments. */
  query: string;
  /** How many the list shows at most; the CSV has them all. */
  shown: number;
  counts: Partial<Record<PaymentState, number>>;
}

function Choice({
  t,
  name,
  label,
  values,
  value,
  prefix,
  counts = {},
}: {
  t: T;
  name: string;
  label: string;
  values: readonly string[];
  value?: string;
  prefix: string;
  counts?: Partial<Record<string, number>>;
}) {
  return (
    <div className="field">
      <label htmlFor={`ledger-${name}`}>{t(label)}</label>
      <select id={`ledger-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">{t('reconciliation.filter.all')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {`${t(runtimeKey(`${prefix}.${v}`))}${counts[v] ? ` (${counts[v]})` : ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The ledger: a GET form of filters, the CSV of the same, and each payment as a card. */
export function LedgerList({ t, lang, payments, filter, query, shown, counts }: Props) {
  return (
    <section aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">{t('reconciliation.ledger.heading')}</h2>
      <form method="get" className="ledger-filters" aria-label={t('reconciliation.filter.label')}>
        <Choice
          t={t}
          name="state"
          label="reconciliation.filter.state"
          values={paymentStates}
          value={filter.state}
          prefix="reconciliation.state"
          counts={counts}
        />
        <Choice
          t={t}
          name="method"
          label="reconciliation.filter.method"
          values={paymentMethods}
          value={filter.method}
          prefix="reconciliation.method"
        />
        <Choice
          t={t}
          name="type"
          label="reconciliation.filter.type"
          values={payableTypes}
          value={filter.payableType}
          prefix="reconciliation.type"
        />
        <div className="field">
          <label htmlFor="ledger-from">{t('reconciliation.filter.from')}</label>
          <input id="ledger-from" type="date" name="from" defaultValue={filter.from} />
        </div>
        <div className="field">
          <label htmlFor="ledger-to">{t('reconciliation.filter.to')}</label>
          <input id="ledger-to" type="date" name="to" defaultValue={filter.to} />
        </div>
        <div className="field">
          <label htmlFor="ledger-q">{t('reconciliation.filter.q')}</label>
          <input id="ledger-q" type="search" name="q" maxLength={40} defaultValue={filter.q} />
        </div>
        <button type="submit" className="button">
          {t('reconciliation.filter.apply')}
        </button>
      </form>
      <p>
        {t('reconciliation.ledger.count', { count: payments.length })}{' '}
        <a href={`/api/payments/export${query ? `?${query}` : ''}`}>{t('reconciliation.ledger.csv')}</a>
      </p>
      {payments.length === shown && <p>{t('reconciliation.ledger.capped', { count: shown })}</p>}
      {payments.length === 0 ? (
        <p>{t('reconciliation.ledger.empty')}</p>
      ) : (
        <ol className="record-cards">
          {payments.map((p) => (
            <li key={p.id}>
              <article
                className={`record-card${p.state === 'verified' ? ' record-card--done' : ''}`}
                aria-labelledby={`payment-${p.id}`}
                data-ref={p.payment_ref}
              >
                <header className="record-card__head">
                  <h3 id={`payment-${p.id}`}>
                    {t(`reconciliation.type.${p.payable_type}`)} {p.payable_ref}
                  </h3>
                  <p className="record-card__state">
                    {formatRupees(p.amount_paise)} · {t(`reconciliation.state.${p.state}`)}
                  </p>
                </header>
                <dl className="record-card__facts">
                  <dt>{t('reconciliation.field.date')}</dt>
                  <dd>
                    <time dateTime={p.created_at}>{formatMoment(p.created_at, lang, { zone: true })}</time>
                  </dd>
                  <dt>{t('reconciliation.field.method')}</dt>
                  <dd>{t(`reconciliation.method.${p.method}`)}</dd>
                  <dt>{t('reconciliation.field.ref')}</dt>
                  <dd className="reconcile__utr">{p.payment_ref}</dd>
                  {p.override_reason && (
                    <>
                      <dt>{t('reconciliation.field.override')}</dt>
                      <dd>{p.override_reason}</dd>
                    </>
                  )}
                  {p.refund_reference && (
                    <>
                      <dt>{t('reconciliation.field.refund')}</dt>
                      <dd>{p.refund_reference}</dd>
                    </>
                  )}
                </dl>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
