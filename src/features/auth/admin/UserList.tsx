import type { Lang, T } from '#src/i18n/index.ts';
import { formatMoment } from '#src/i18n/dates.ts';
import { ScrollTable } from '#src/ui/ScrollTable.tsx';

export interface UserListRow {
  name: string;
  email: string;
  role: 'User' | 'Admin';
  created_at: string;
}

export function UserList({ t, lang, users }: { t: T; lang: Lang; users: UserListRow[] }) {
  return (
    <ScrollTable
      id="user-list-note"
      caption={t('admin.users.caption')}
      headers={[
        t('admin.users.no'),
        t('admin.users.name'),
        t('admin.users.email'),
        t('admin.users.role'),
        t('admin.users.register'),
      ]}
      empty={t('admin.users.empty')}
      isEmpty={users.length === 0}
      className="user-list"
    >
      {users.map((user, index) => (
        <tr key={user.email}>
          <td>{index + 1}</td>
          <td>{user.name}</td>
          <td>{user.email}</td>
          <td>{t(`auth.role.${user.role}`)}</td>
          {/* No zone beside each time: the caption says India time once for the column. */}
          <td>
            <time dateTime={user.created_at}>{formatMoment(user.created_at, lang)}</time>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
