import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import type { CertificateRow } from '../repo.ts';
import { CertificateList } from './CertificateList.tsx';

/** On the donations list: the year's 10BE certificates and who was mailed, and the way to the forms page. */
export function CertificateSection({
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
  return (
    <section className="donation-export" aria-labelledby="certificates-heading">
      <h2 id="certificates-heading">{t('taxForms.list.heading', { fy })}</h2>
      <p>
        <a href={`${localePath(lang, '/admin/donations/tax-forms')}?fy=${fy}`}>{t('taxForms.list.open')}</a>
      </p>
      <CertificateList t={t} lang={lang} fy={fy} certificates={certificates} />
    </section>
  );
}
