import type { T } from '../../../i18n/index.ts';
import './UserList.css';

export interface UserListRow {
  name: string;
  email: string;
  role: 'User' | 'Admin';
  created_at: string;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** Registration time as India time, whatever the server's own clock zone. */
export const formatRegistered = (iso: string) => indiaTime.format(new Date(iso));

export function UserList({ t, users }: { t: T; users: UserListRow[] }) {
  return (
    <>
      <p className="user-list__note" id="user-list-note">
        {t('admin.users.caption')}
      </p>
      {/* Focusable, so a keyboard can scroll the table inside its 500px box. */}
      <div className="user-list" tabIndex={0} role="region" aria-labelledby="user-list-note">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.users.no')}</th>
              <th scope="col">{t('admin.users.name')}</th>
              <th scope="col">{t('admin.users.email')}</th>
              <th scope="col">{t('admin.users.role')}</th>
              <th scope="col">{t('admin.users.register')}</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 && (
              <tr>
                <td colSpan={5}>{t('admin.users.empty')}</td>
              </tr>
            )}
            {users.map((user, index) => (
              <tr key={user.email}>
                <td>{index + 1}</td>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{t(`auth.role.${user.role}`)}</td>
                <td>
                  <time dateTime={user.created_at}>{formatRegistered(user.created_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
