import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { formatOnDay } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { Field, FormNotice, type Notice } from '#src/ui/Field.tsx';
import { donationAnchor } from '../../admin/DonationCard.tsx';
import type { TaxFormsView } from './view.ts';
import type { TaxFormsOutcome } from './forms.ts';
import { CertificateList } from './CertificateList.tsx';
import './tax-forms.css';

interface Props {
  t: T;
  lang: Lang;
  view: TaxFormsView;
  outcome: TaxFormsOutcome;
}

/** The year's Form 10BD and 10BE, in the order the office works: check, download, file, certify. */
export function TaxFormsPage({ t, lang, view, outcome }: Props) {
  const action = `${localePath(lang, '/admin/donations/tax-forms')}?fy=${view.fy}`;
  return (
    <div className="tax-forms">
      <p>{t('taxForms.page.intro')}</p>
      <p className="tax-forms__accountant">{t('taxForms.page.accountant')}</p>
      <form method="get" className="donation-filters" aria-label={t('taxForms.year.label')}>
        <div className="field">
          <label htmlFor="tax-forms-fy">{t('taxForms.year.label')}</label>
          <select id="tax-forms-fy" name="fy" defaultValue={view.fy}>
            {view.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('taxForms.year.show')}
        </button>
      </form>
      <Check t={t} lang={lang} view={view} />
      <section aria-labelledby="export-heading">
        <h2 id="export-heading">{t('taxForms.export.heading')}</h2>
        <p>{t('taxForms.export.text')}</p>
        {view.rows > 0 && view.incomplete.length === 0 ? (
          <a className="button" href={`/api/donation/export?fy=${view.fy}`} download>
            {t('taxForms.export.button', { fy: view.fy })}
          </a>
        ) : (
          view.rows > 0 && <p>{t('taxForms.export.blocked')}</p>
        )}
      </section>
      <Filing t={t} lang={lang} view={view} outcome={outcome} action={action} />
      <section id="certificates" aria-labelledby="certificates-heading">
        <h2 id="certificates-heading">{t('taxForms.certify.heading')}</h2>
        {outcome.notice && !outcome.errors && <FormNotice notice={outcome.notice} />}
        <p>{t('taxForms.certify.text')}</p>
        {view.filing ? (
          <form method="post" action={`${action}#certificates`}>
            <input type="hidden" name="intent" value="certify" />
            <input type="hidden" name="fy" value={view.fy} />
            <button type="submit" className="button">
              {t('taxForms.certify.button')}
            </button>
          </form>
        ) : (
          <p>{t('taxForms.certify.needFiling')}</p>
        )}
        <h3>{t('taxForms.list.heading', { fy: view.fy })}</h3>
        <CertificateList t={t} lang={lang} fy={view.fy} certificates={view.certificates} />
      </section>
    </div>
  );
}

function Check({ t, lang, view }: { t: T; lang: Lang; view: TaxFormsView }) {
  const list = localePath(lang, '/admin/donations');
  return (
    <section aria-labelledby="check-heading">
      <h2 id="check-heading">{t('taxForms.check.heading')}</h2>
      {view.rows === 0 ? (
        <p>{t('taxForms.check.none', { fy: view.fy })}</p>
      ) : (
        <p>
          {t('taxForms.check.summary', {
            rows: view.rows,
            donations: view.donations,
            total: formatRupees(view.totalPaise, lang),
          })}
        </p>
      )}
      {view.rows > 0 && view.incomplete.length === 0 && <p className="tax-forms__ok">{t('taxForms.check.complete')}</p>}
      {view.incomplete.length > 0 && (
        <>
          <p className="tax-forms__warning">{t('taxForms.check.incomplete')}</p>
          <ul className="tax-forms__incomplete" data-incomplete>
            {view.incomplete.map((row) => (
              <li key={row.donations[0]!.reference}>
                <strong>{row.name}</strong>
                {' · '}
                {[
                  row.missingIdentity && t('taxForms.check.missingIdentity'),
                  row.missingAddress && t('taxForms.check.missingAddress'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                <ul>
                  {row.donations.map((d) => (
                    <li key={d.reference}>
                      <a href={`${list}?from=${d.day}&to=${d.day}#${donationAnchor(d.reference)}`}>
                        {t('taxForms.check.open', { reference: d.reference })}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Filing({ t, lang, view, outcome, action }: Props & { action: string }) {
  const values = outcome.values ?? {
    acknowledgement: view.filing?.acknowledgement ?? '',
    filedOn: view.filing?.filed_on ?? '',
  };
  const errors = outcome.errors ?? {};
  return (
    <section id="filing" aria-labelledby="filing-heading">
      <h2 id="filing-heading">{t('taxForms.filing.heading')}</h2>
      {outcome.errors && <FormNotice notice={outcome.notice as Notice} />}
      <p>{t('taxForms.filing.text')}</p>
      {view.filing && (
        <p>
          {t('taxForms.filing.current', {
            fy: view.fy,
            date: formatOnDay(view.filing.filed_on, lang),
            acknowledgement: view.filing.acknowledgement,
          })}
        </p>
      )}
      <form method="post" action={`${action}#filing`} noValidate className="tax-forms__filing">
        <input type="hidden" name="intent" value="filing" />
        <input type="hidden" name="fy" value={view.fy} />
        <Field
          name="acknowledgement"
          label={t('taxForms.filing.acknowledgement')}
          inputMode="numeric"
          autoComplete="off"
          required
          defaultValue={values.acknowledgement}
          error={errors.acknowledgement}
        />
        <Field
          name="filedOn"
          type="date"
          label={t('taxForms.filing.filedOn')}
          required
          defaultValue={values.filedOn}
          error={errors.filedOn}
        />
        <button type="submit" className="button">
          {t('taxForms.filing.save')}
        </button>
      </form>
    </section>
  );
}
