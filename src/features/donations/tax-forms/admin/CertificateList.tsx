import type { Lang, T } from '#src/i18n/index.ts';
import { formatMoment } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { maskedIdentity } from '../../identity.ts';
import type { CertificateRow } from '../repo.ts';
import { certificateUrl } from '../certificate-document.ts';

/** A year's 10BE certificates as cards: who, how much, and whether (and when) each was e-mailed. */
export function CertificateList({
  t,
  lang,
  fy,
  certificates,
}: {
  t: T;
  lang: Lang;
  fy: string;
  certificates: CertificateRow[];
}) {
  if (certificates.length === 0) return <p>{t('taxForms.list.empty', { fy })}</p>;
  return (
    <ol className="record-cards">
      {certificates.map((c) => (
        <li key={c.id}>
          <article
            className={`record-card${c.mailed_at ? ' record-card--done' : ''}`}
            aria-labelledby={`certificate-${c.id}`}
            data-certificate={c.certificate_number}
          >
            <header className="record-card__head">
              <h3 id={`certificate-${c.id}`}>{c.name}</h3>
              <p className="record-card__state">{c.certificate_number}</p>
            </header>
            <dl className="record-card__facts">
              <dt>{t('taxForms.list.identity')}</dt>
              <dd>{maskedIdentity(c)}</dd>
              <dt>{t('taxForms.list.amount')}</dt>
              <dd>{formatRupees(c.amount_paise, lang)}</dd>
              <dt>{t('taxForms.list.mailed')}</dt>
              <dd>
                {c.mailed_at
                  ? t('taxForms.list.mailedTo', { email: c.email, date: formatMoment(c.mailed_at, lang) })
                  : t(c.email ? 'taxForms.list.notMailed' : 'taxForms.list.noEmail')}
              </dd>
            </dl>
            <a href={`${certificateUrl(c)}?lang=${lang}`}>
              {t('taxForms.list.download', { number: c.certificate_number })}
            </a>
          </article>
        </li>
      ))}
    </ol>
  );
}
