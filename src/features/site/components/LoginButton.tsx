import { localePath, type Lang, type T } from '../../../i18n/index.ts';

export function LoginButton({ lang, t }: { lang: Lang; t: T }) {
  return (
    <a className="login-button" href={localePath(lang, '/login')}>
      {t('site.login')}
    </a>
  );
}
