import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { LogoutForm } from '#src/features/auth/index.ts';
import { adminNavItems, isCurrentAdmin } from '../nav.ts';
import './AdminNav.css';

interface Props {
  lang: Lang;
  t: T;
  path: string;
  userName: string;
  /** The office's to-do items, shown beside "To-do"; undefined when not counted. */
  todoTotal?: number;
}

/** Above every admin screen. On a phone the links wrap onto as many rows as they need. */
export function AdminNav({ lang, t, path, userName, todoTotal }: Props) {
  return (
    <header className="admin-nav">
      <nav aria-label={t('admin.nav.label')}>
        <ul>
          {adminNavItems.map((item) => (
            <li key={item.path}>
              <a href={localePath(lang, item.path)} aria-current={isCurrentAdmin(item, path) ? 'page' : undefined}>
                {t(item.key)}
                {item.counted && todoTotal !== undefined && todoTotal > 0 && (
                  <span className="admin-nav__count">
                    <span aria-hidden="true">{todoTotal}</span>
                    <span className="visually-hidden">{`, ${t('admin.nav.todoCount', { count: todoTotal })}`}</span>
                  </span>
                )}
              </a>
            </li>
          ))}
          <li>
            <a href={localePath(lang, '/')}>{t('admin.nav.viewSite')}</a>
          </li>
        </ul>
      </nav>
      <div className="admin-nav__account">
        <span className="admin-nav__user">{userName}</span>
        <LogoutForm lang={lang} t={t} className="button admin-nav__logout" />
      </div>
    </header>
  );
}
