import { formatDay, formatWeekday } from '#src/i18n/dates.ts';
import type { Lang, T } from '#src/i18n/index.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { FestivalDay } from '../service.ts';
import { moveFormId, type FestivalFormState } from './actions.ts';

interface Props {
  days: FestivalDay[];
  state: FestivalFormState;
  action: string;
  lang: Lang;
  t: T;
}

const anchor = (id: string) => `festival-${id.replace(/[^a-zA-Z0-9-]/g, '-')}`;

/** The coming festivals, each with a form to keep it on another day, and a form to add a day. */
export function FestivalAdmin({ days, state, action, lang, t }: Props) {
  const add = state.form === 'add' ? state : undefined;
  return (
    <>
      <ol className="festival-admin">
        {days.map((d) => {
          const id = d.key && d.computed ? moveFormId(d.key, d.computed) : `added-${d.overrideId}`;
          const mine = state.form === id ? state : undefined;
          return (
            <li key={id} id={anchor(id)}>
              <h2>{d.name[lang]}</h2>
              <p>
                <time dateTime={d.date}>{formatWeekday(d.date, lang)}</time>
                {' · '}
                {d.computed
                  ? t('festivals.admin.computed', { date: formatDay(d.computed) })
                  : t('festivals.admin.added')}
              </p>
              {mine?.notice && <FormNotice notice={mine.notice} />}
              {d.key && d.computed && (
                <form method="post" action={`${action}#${anchor(id)}`} noValidate>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="festival" value={d.key} />
                  <input type="hidden" name="from" value={d.computed} />
                  <Field
                    name="day"
                    id={`${anchor(id)}-day`}
                    type="date"
                    label={t('festivals.admin.moveTo')}
                    defaultValue={mine?.values.day ?? d.date}
                    error={mine?.errors.day}
                  />
                  <button type="submit" className="button">
                    {t('festivals.admin.move')}
                    <span className="visually-hidden">: {d.name[lang]}</span>
                  </button>
                </form>
              )}
              {d.overrideId !== null && (
                <form method="post" action={action}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={d.overrideId} />
                  <button type="submit" className="button button--ghost">
                    {d.computed
                      ? t('festivals.admin.undo', { date: formatDay(d.computed) })
                      : t('festivals.admin.remove')}
                    <span className="visually-hidden">: {d.name[lang]}</span>
                  </button>
                </form>
              )}
            </li>
          );
        })}
      </ol>
      <section id="festival-add" aria-labelledby="festival-add-title">
        <h2 id="festival-add-title">{t('festivals.admin.addHeading')}</h2>
        {add?.notice && <FormNotice notice={add.notice} />}
        <form method="post" action={`${action}#festival-add`} noValidate>
          <input type="hidden" name="intent" value="add" />
          <Field
            name="nameEn"
            label={t('festivals.admin.nameEn')}
            required
            defaultValue={add?.values.nameEn}
            error={add?.errors.nameEn}
          />
          <Field
            name="nameTe"
            label={t('festivals.admin.nameTe')}
            lang="te"
            required
            defaultValue={add?.values.nameTe}
            error={add?.errors.nameTe}
          />
          <Field
            name="day"
            id="festival-add-day"
            type="date"
            label={t('festivals.admin.day')}
            required
            defaultValue={add?.values.day}
            error={add?.errors.day}
          />
          <button type="submit" className="button">
            {t('festivals.admin.add')}
          </button>
        </form>
      </section>
    </>
  );
}
