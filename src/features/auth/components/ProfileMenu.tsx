import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import './ProfileMenu.css';

export interface AccountSummary {
  name: string;
  email: string;
  role: 'User' | 'Admin';
}

/** The Logout button: a real form, so the session ends on the server even without JavaScript. */
export function LogoutForm({ lang, t, className = 'button' }: { lang: Lang; t: T; className?: string }) {
  return (
    <form method="post" action="/api/user/logout" className="logout-form">
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" className={className}>
        {t('auth.logout')}
      </button>
    </form>
  );
}

/**
 * The signed-in visitor's account icon and its popup. A popover: the icon toggles it and a click
 * or tap outside closes it (light dismiss), with no JavaScript. Rendered from the server's
 * session; a visitor who is not signed in sees the header's Login button instead.
 */
export function ProfileMenu({ lang, t, user }: { lang: Lang; t: T; user: AccountSummary }) {
  const initial = (Array.from(user.name.trim())[0] ?? '?').toUpperCase();
  return (
    <>
      <button
        type="button"
        className="profile-toggle"
        popoverTarget="profile-popup"
        aria-label={t('auth.profile.open')}
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      <div
        id="profile-popup"
        className="profile-popup"
        popover="auto"
        aria-label={t('auth.profile.open')}
        role="dialog"
      >
        <span className="profile-popup__initial" aria-hidden="true">
          {initial}
        </span>
        <p className="profile-popup__name">{user.name}</p>
        <p className="profile-popup__email">{user.email}</p>
        <p className="profile-popup__role">{t(`auth.role.${user.role}`)}</p>
        <a className="button button--ghost profile-popup__account" href={localePath(lang, '/account')}>
          {t('auth.profile.account')}
        </a>
        <LogoutForm lang={lang} t={t} />
      </div>
    </>
  );
}
