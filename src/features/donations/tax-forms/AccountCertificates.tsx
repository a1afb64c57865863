import type { Lang, T } from '#src/i18n/index.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { certificateUrl } from './certificate-document.ts';
import type { CertificateRow } from './repo.ts';

/** The donor's own 10BE certificates on /account, each with its download link. */
export function Certificates({ lang, t, certificates }: { lang: Lang; t: T; certificates: CertificateRow[] }) {
  return (
    <section className="account__section" id="certificates" aria-labelledby="certificates-heading">
      <h2 id="certificates-heading">{t('taxForms.account.heading')}</h2>
      <p className="account__note">{t('taxForms.account.caption')}</p>
      <ul className="account__cards">
        {certificates.map((c) => (
          <li key={c.id} className="account__card" data-certificate={c.certificate_number}>
            <p>{t('taxForms.account.item', { fy: c.fy, amount: formatRupees(c.amount_paise, lang) })}</p>
            <a href={`${certificateUrl(c)}?lang=${lang}`}>
              {t('taxForms.account.download', { number: c.certificate_number })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
