import type { Lang, T } from '#src/i18n/index.ts';
import { phoneForDisplay } from '#src/server/validation/person-fields.ts';
import { formatMoment } from '#src/i18n/dates.ts';
import { inquiryName, type InquiryRow } from '../service.ts';
import { inquiryAnchor } from './anchor.ts';
import './InquiryList.css';

/**
 * 'Users Inquiry Details': one card per message, newest first. The message wraps to the width of
 * the screen, and the card's own button marks it answered (a form, so it works without JavaScript).
 */
export function InquiryList({ t, lang, inquiries }: { t: T; lang: Lang; inquiries: InquiryRow[] }) {
  const answered = inquiries.filter((i) => i.answeredAt).length;
  return (
    <>
      <p className="inquiry-list__note">
        {t('admin.inquiries.caption')} {t('admin.inquiries.counts', { waiting: inquiries.length - answered, answered })}
      </p>
      {inquiries.length === 0 ? (
        <p>{t('admin.inquiries.empty')}</p>
      ) : (
        <ol className="record-cards inquiry-list">
          {inquiries.map((row) => (
            <li key={row.id}>
              <InquiryCard t={t} lang={lang} row={row} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function InquiryCard({ t, lang, row }: { t: T; lang: Lang; row: InquiryRow }) {
  const name = inquiryName(row);
  const headingId = `${inquiryAnchor(row.id)}-name`;
  return (
    <article
      id={inquiryAnchor(row.id)}
      className={`record-card${row.answeredAt ? ' record-card--done' : ''}`}
      aria-labelledby={headingId}
      data-inquiry={row.id}
    >
      <header className="record-card__head">
        <h2 id={headingId}>{name}</h2>
        <p className="record-card__state">
          {row.answeredAt
            ? t('admin.inquiries.answered', {
                date: formatMoment(row.answeredAt, lang, { zone: true }),
                name: row.answeredBy ?? '',
              })
            : t('admin.inquiries.waiting')}
        </p>
      </header>
      <dl className="record-card__facts">
        <dt>{t('admin.inquiries.email')}</dt>
        <dd>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </dd>
        <dt>{t('admin.inquiries.phone')}</dt>
        <dd>{row.phoneNumber ? <a href={`tel:${row.phoneNumber}`}>{phoneForDisplay(row.phoneNumber)}</a> : '—'}</dd>
        <dt>{t('admin.inquiries.createdAt')}</dt>
        <dd>
          <time dateTime={row.createdAt}>{formatMoment(row.createdAt, lang, { zone: true })}</time>
        </dd>
      </dl>
      {row.subject && <p className="inquiry-card__subject">{t('admin.inquiries.subject', { subject: row.subject })}</p>}
      <p className="inquiry-card__message">{row.message}</p>
      {!row.answeredAt && (
        <form method="post" className="record-card__action">
          <input type="hidden" name="intent" value="answered" />
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" className="button" aria-label={t('admin.inquiries.markAnsweredFor', { name })}>
            {t('admin.inquiries.markAnswered')}
          </button>
        </form>
      )}
    </article>
  );
}
