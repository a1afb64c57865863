import { localePath, type Lang, type T } from '#src/i18n/index.ts';

/** The account page's way to the devotee's data rights: download, correction, consent, erasure. */
export function AccountDataLink({ lang, t }: { lang: Lang; t: T }) {
  return (
    <section className="account__section" id="my-data" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t('page.accountData.title')}</h2>
      <p>{t('page.accountData.description')}</p>
      <p>
        <a className="button" href="/api/account/export" download="my-data.json">
          {t('privacy.data.download')}
        </a>
      </p>
      <p>
        <a href={localePath(lang, '/account/data')}>{t('privacy.data.accountLink')}</a>
      </p>
    </section>
  );
}
