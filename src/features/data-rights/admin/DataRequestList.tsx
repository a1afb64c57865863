import { formatWeekday, indiaClock } from '#src/i18n/dates.ts';
import type { Lang, T } from '#src/i18n/index.ts';
import { FormNotice } from '#src/ui/Field.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import type { DataRequestView } from '../requests.ts';
import type { DoneFormState } from './actions.ts';
import '../components/privacy.css';

const day = (iso: string, lang: Lang) => formatWeekday(indiaClock(iso).day, lang);

/** One card per request, open ones first by due date; each open card marks itself done with a note. */
export function DataRequestList({
  t,
  lang,
  requests,
  state,
  action,
  now,
}: {
  t: T;
  lang: Lang;
  requests: DataRequestView[];
  state: DoneFormState;
  action: string;
  now: string;
}) {
  if (requests.length === 0) return <p>{t('privacy.admin.empty')}</p>;
  return (
    <ol className="record-cards">
      {requests.map((r) => {
        const mine = state.id === r.id ? state : undefined;
        const overdue = r.status === 'open' && r.due_at < now;
        return (
          <li key={r.id} id={`request-${r.id}`} className="data-requests__item">
            <article
              className={`record-card${r.status === 'done' ? ' record-card--done' : ''}`}
              aria-labelledby={`request-${r.id}-head`}
            >
              <h2 id={`request-${r.id}-head`}>{`${t(`privacy.admin.kind.${r.kind}`)}: ${r.requester}`}</h2>
              <dl>
                <dt>{t('privacy.admin.asked')}</dt>
                <dd>{day(r.created_at, lang)}</dd>
                <dt>{t('privacy.admin.due')}</dt>
                <dd>
                  {day(r.due_at, lang)}{' '}
                  {overdue && <span className="data-requests__overdue">({t('privacy.admin.overdue')})</span>}
                </dd>
                <dt>{t('privacy.admin.status')}</dt>
                <dd>{t(`privacy.data.status.${r.status}`)}</dd>
                {r.kind === 'correction' && (
                  <>
                    <dt>{t('privacy.admin.whatWrong')}</dt>
                    <dd>{r.what_wrong}</dd>
                    <dt>{t('privacy.admin.shouldBe')}</dt>
                    <dd>{r.should_be}</dd>
                  </>
                )}
              </dl>
              {r.status === 'done' ? (
                <p>
                  {r.done_at && t('privacy.admin.doneBy', { date: day(r.done_at, lang), name: r.done_by ?? '' })}
                  {r.note ? `: ${r.note}` : r.kind === 'erasure' ? ` ${t('privacy.admin.erasedAtOnce')}` : ''}
                </p>
              ) : (
                <form method="post" action={`${action}#request-${r.id}`} noValidate>
                  <input type="hidden" name="id" value={r.id} />
                  {mine?.notice && <FormNotice notice={mine.notice} />}
                  <TextArea
                    name="note"
                    id={`note-${r.id}`}
                    label={t('privacy.admin.note')}
                    rows={2}
                    required
                    defaultValue={mine?.values.note}
                    error={mine?.errors.note}
                  />
                  <button type="submit" className="button">
                    {t('privacy.admin.markDone')}
                  </button>
                </form>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
