import { localePath, type Lang, type T } from '#src/i18n/index.ts';

/** Links to the same page, with the same query, in the other language. */
export function LanguageSwitch({ lang, t, path, search }: { lang: Lang; t: T; path: string; search: string }) {
  const other: Lang = lang === 'en' ? 'te' : 'en';
  return (
    <a className="language-switch" href={localePath(other, path) + search} hrefLang={other}>
      {/* The visible word stays first in the accessible name, so voice control finds it. */}
      <span lang={other}>{t('site.languageSwitch')}</span>
      <span className="visually-hidden"> ({t('site.languageSwitchLabel')})</span>
    </a>
  );
}
