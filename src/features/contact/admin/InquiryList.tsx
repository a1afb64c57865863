import type { T } from '../../../i18n/index.ts';
import { formatRegistered } from '../../auth/admin/UserList.tsx';
import type { InquiryRow } from '../service.ts';
import '../../auth/admin/UserList.css';
import './InquiryList.css';

/** 'Users Inquiry Details': newest first, scrolling inside a 500px box. */
export function InquiryList({ t, inquiries }: { t: T; inquiries: InquiryRow[] }) {
  return (
    <>
      <p className="user-list__note" id="inquiry-list-note">
        {t('admin.inquiries.caption')}
      </p>
      <div className="user-list inquiry-list" tabIndex={0} role="region" aria-labelledby="inquiry-list-note">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.inquiries.no')}</th>
              <th scope="col">{t('admin.inquiries.name')}</th>
              <th scope="col">{t('admin.inquiries.email')}</th>
              <th scope="col">{t('admin.inquiries.phone')}</th>
              <th scope="col">{t('admin.inquiries.message')}</th>
              <th scope="col">{t('admin.inquiries.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {inquiries.length === 0 && (
              <tr>
                <td colSpan={6}>{t('admin.inquiries.empty')}</td>
              </tr>
            )}
            {inquiries.map((row, index) => (
              <tr key={row.id}>
                <td>{index + 1}</td>
                <td>{row.name}</td>
                <td>
                  <a href={`mailto:${row.email}`}>{row.email}</a>
                </td>
                <td>{row.phoneNumber ?? '—'}</td>
                <td className="inquiry-list__message">
                  {row.subject && <strong>{t('admin.inquiries.subject', { subject: row.subject })}</strong>}
                  {row.subject && <br />}
                  {row.message}
                </td>
                <td>
                  <time dateTime={row.createdAt}>{formatRegistered(row.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
