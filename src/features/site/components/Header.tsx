import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { hrefOf, isCurrent, navItems, type NavItem } from '../nav.ts';
import { Icon } from './icons.tsx';
import { siteIcons } from '../media.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ProfileMenu, type AccountSummary } from '#src/features/auth/index.ts';
import '#src/ui/Button.css';
import './Header.css';

export interface HeaderProps {
  lang: Lang;
  t: T;
  path: string;
  search: string;
  centreName: string;
  /**
   * The account slot: a visible Login button when logged out, the profile
   * icon and its popup when signed in; 'hidden' on /login and /signup.
   */
  account: { user: AccountSummary | null } | 'hidden';
}

/**
 * The site header ships no JavaScript: the desktop dropdowns open on :hover and
 * :focus-within, and the mobile menu is a popover (light dismiss closes it on an outside tap)
 * whose parents are <details> lists.
 */
export function Header({ lang, t, path, search, centreName, account }: HeaderProps) {
  const href = (p: string) => localePath(lang, p);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="site-header__bar">
        <a className="site-header__brand" href={href('/')} aria-label={t('site.homeLink', { name: centreName })}>
          <img src={siteIcons.svg} width="40" height="40" alt="" />
          <span lang="te">{centreName}</span>
        </a>

        <nav className="nav-desktop" aria-label={t('site.menu')}>
          <ul>
            {navItems.map((item) => (
              <li key={item.key} className={item.children ? 'nav-desktop__parent' : undefined}>
                <a
                  href={href(hrefOf(item))}
                  className={item.highlight ? 'nav-donate' : undefined}
                  aria-current={isCurrent(item, path) ? 'page' : undefined}
                >
                  {t(item.key)}
                  {item.children && <Icon name="chevron" size={16} />}
                </a>
                {item.children && (
                  <ChildLinks className="nav-desktop__dropdown" items={item.children} lang={lang} t={t} path={path} />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          <LanguageSwitch lang={lang} t={t} path={path} search={search} />
          {account !== 'hidden' &&
            (account.user ? (
              <ProfileMenu lang={lang} t={t} user={account.user} />
            ) : (
              <a className="login-button" href={href('/login')}>
                {t('site.login')}
              </a>
            ))}
          <button
            type="button"
            className="nav-mobile__toggle"
            popoverTarget="mobile-menu"
            aria-label={t('site.menuOpen')}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>

      <nav id="mobile-menu" className="nav-mobile" popover="auto" aria-label={t('site.menu')}>
        <button type="button" className="nav-mobile__close" popoverTarget="mobile-menu" popoverTargetAction="hide">
          <span aria-hidden="true">×</span> {t('site.menuClose')}
        </button>
        <ul>
          {navItems.map((item) => (
            <li key={item.key}>
              {item.children ? (
                <div className="nav-mobile__parent">
                  <a href={href(hrefOf(item))} aria-current={isCurrent(item, path) ? 'page' : undefined}>
                    {t(item.key)}
                  </a>
                  <details open={isCurrent(item, path)}>
                    <summary aria-label={t('site.showChildren', { label: t(item.key) })}>
                      <Icon name="chevron" />
                    </summary>
                    <ChildLinks items={item.children} lang={lang} t={t} path={path} />
                  </details>
                </div>
              ) : (
                <a
                  href={href(item.path)}
                  className={item.highlight ? 'nav-donate' : undefined}
                  aria-current={isCurrent(item, path) ? 'page' : undefined}
                >
                  {t(item.key)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function ChildLinks(props: {
  items: NonNullable<NavItem['children']>;
  lang: Lang;
  t: T;
  path: string;
  className?: string;
}) {
  return (
    <ul className={props.className}>
      {props.items.map((child) => (
        <li key={child.key}>
          <a href={localePath(props.lang, child.path)} aria-current={child.path === props.path ? 'page' : undefined}>
            {props.t(child.key)}
          </a>
        </li>
      ))}
    </ul>
  );
}
