import type { T } from '#src/i18n/index.ts';
import { formatIndiaTime } from '#src/i18n/dates.ts';
import { ScrollTable } from '#src/ui/ScrollTable.tsx';
import { inquiryName, type InquiryRow } from '../service.ts';
import './InquiryList.css';

/** 'Users Inquiry Details': newest first, scrolling inside a 500px box. */
export function InquiryList({ t, inquiries }: { t: T; inquiries: InquiryRow[] }) {
  return (
    <ScrollTable
      id="inquiry-list-note"
      caption={t('admin.inquiries.caption')}
      headers={[
        t('admin.inquiries.no'),
        t('admin.inquiries.name'),
        t('admin.inquiries.email'),
        t('admin.inquiries.phone'),
        t('admin.inquiries.message'),
        t('admin.inquiries.createdAt'),
      ]}
      empty={t('admin.inquiries.empty')}
      isEmpty={inquiries.length === 0}
      className="inquiry-list"
    >
      {inquiries.map((row, index) => (
        <tr key={row.id}>
          <td>{index + 1}</td>
          <td>{inquiryName(row)}</td>
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
            <time dateTime={row.createdAt}>{formatIndiaTime(row.createdAt)}</time>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
