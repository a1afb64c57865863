import type { T } from '#src/i18n/index.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { refusalText } from '#src/server/http/errors.ts';
import type { Found, Matches } from '../matching.ts';
import type { Verified } from '../service.ts';

interface Props {
  t: T;
  bank: string;
  statement: string;
  matches: Matches;
  verified?: Verified;
  /** Localised paths: this page (to start again), and the records' admin lists. */
  paths: { start: string; bookings: string; donations: string };
}

/** The facts of one match: the record, the UTR, the statement row. */
function Facts({ t, found }: { t: T; found: Found }) {
  return (
    <dl className="record-card__facts">
      <dt>{t('reconciliation.field.record')}</dt>
      <dd>
        {t(`reconciliation.type.${found.payment.payable_type}`)} {found.payment.payable_ref}
      </dd>
      <dt>UTR</dt>
      <dd className="reconcile__utr">{found.utr}</dd>
      <dt>{t('reconciliation.field.statementRow')}</dt>
      <dd>{t('reconciliation.field.row', { line: found.line.line, date: found.line.date })}</dd>
    </dl>
  );
}

/**
 * The statement laid over the ledger: the proposals to tick (each ticked to start with), then
 * what needs a person: amounts that differ, UTRs the ledger does not know, and those already settled.
 */
export function MatchResults({ t, bank, statement, matches, verified, paths }: Props) {
  const recordLink = (f: Found) =>
    f.payment.payable_type === 'booking' ? paths.bookings : `${paths.donations}?confirm=${f.payment.payable_ref}`;
  const refused = new Map((verified?.refused ?? []).map((r) => [r.found.payment.id, refusalText(r.error, t)]));
  return (
    <>
      {verified && verified.verified.length > 0 && (
        <section className="reconcile" aria-labelledby="done-heading">
          <h2 id="done-heading">{t('reconciliation.done.heading')}</h2>
          <ul>
            {verified.verified.map((f) => (
              <li key={f.payment.id}>
                {t('reconciliation.done.item', {
                  record: f.payment.payable_ref,
                  utr: f.utr,
                  amount: formatRupees(f.payment.amount_paise),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="reconcile" aria-labelledby="proposed-heading">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the matches to confirm, answering the upload just sent */}
        <h2 id="proposed-heading" tabIndex={-1} autoFocus data-focus-on-load>
          {t('reconciliation.proposed.heading', { count: matches.proposed.length })}
        </h2>
        {matches.proposed.length === 0 ? (
          <p>{t('reconciliation.proposed.none')}</p>
        ) : (
          <form method="post" encType="multipart/form-data">
            <p>{t('reconciliation.proposed.text')}</p>
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="bank" value={bank} />
            <input type="hidden" name="statement" value={statement} />
            <ol className="record-cards">
              {matches.proposed.map((f) => (
                <li key={f.payment.id}>
                  <article className="record-card" data-utr={f.utr} aria-labelledby={`proposed-${f.payment.id}`}>
                    <header className="record-card__head">
                      <h3 id={`proposed-${f.payment.id}`}>
                        <label>
                          <input
                            type="checkbox"
                            name={`pick-${f.payment.id}`}
                            value="yes"
                            defaultChecked={!refused.has(f.payment.id)}
                          />{' '}
                          {t('reconciliation.proposed.verify', { record: f.payment.payable_ref })}
                        </label>
                      </h3>
                      <p className="record-card__state">{formatRupees(f.payment.amount_paise)}</p>
                    </header>
                    <Facts t={t} found={f} />
                    {refused.has(f.payment.id) && (
                      <p className="form-notice form-notice--error" role="alert">
                        {refused.get(f.payment.id)}{' '}
                        <a href={recordLink(f)}>{t('reconciliation.openRecord', { record: f.payment.payable_ref })}</a>
                      </p>
                    )}
                  </article>
                </li>
              ))}
            </ol>
            <button type="submit" className="button">
              {t('reconciliation.proposed.submit')}
            </button>
          </form>
        )}
      </section>
      <section className="reconcile" aria-labelledby="differs-heading">
        <h2 id="differs-heading">{t('reconciliation.differs.heading', { count: matches.amountDiffers.length })}</h2>
        <p>{t(matches.amountDiffers.length ? 'reconciliation.differs.text' : 'reconciliation.none')}</p>
        <ol className="record-cards">
          {matches.amountDiffers.map((f) => (
            <li key={f.payment.id}>
              <article className="record-card" data-utr={f.utr} aria-label={f.payment.payable_ref}>
                <p className="record-card__state">
                  {t('reconciliation.differs.amounts', {
                    bank: formatRupees(f.line.amountPaise ?? 0),
                    record: formatRupees(f.payment.amount_paise),
                  })}
                </p>
                <Facts t={t} found={f} />
                <a href={recordLink(f)}>{t('reconciliation.openRecord', { record: f.payment.payable_ref })}</a>
              </article>
            </li>
          ))}
        </ol>
      </section>
      <section className="reconcile" aria-labelledby="unknown-heading">
        <h2 id="unknown-heading">{t('reconciliation.unknown.heading', { count: matches.unknown.length })}</h2>
        <p>{t(matches.unknown.length ? 'reconciliation.unknown.text' : 'reconciliation.none')}</p>
        <ul className="reconcile__unknown">
          {matches.unknown.map((u) => (
            <li key={`${u.line.line}-${u.utr}`} data-utr={u.utr}>
              <span className="reconcile__utr">{u.utr}</span> · {formatRupees(u.line.amountPaise ?? 0)} ·{' '}
              {t('reconciliation.field.row', { line: u.line.line, date: u.line.date })}
            </li>
          ))}
        </ul>
      </section>
      <section className="reconcile" aria-labelledby="settled-heading">
        <h2 id="settled-heading">{t('reconciliation.settled.heading', { count: matches.alreadyVerified.length })}</h2>
        <ul>
          {matches.alreadyVerified.map((f) => (
            <li key={f.payment.id} data-utr={f.utr}>
              <span className="reconcile__utr">{f.utr}</span> · {f.payment.payable_ref} ·{' '}
              {t(`reconciliation.state.${f.payment.state}`)}
            </li>
          ))}
        </ul>
        {matches.skipped > 0 && <p>{t('reconciliation.skipped', { count: matches.skipped })}</p>}
      </section>
      <p>
        <a href={paths.start}>{t('reconciliation.another')}</a>
      </p>
    </>
  );
}
