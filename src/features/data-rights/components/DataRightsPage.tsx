import { formatOnDay, formatWeekday, indiaClock } from '#src/i18n/dates.ts';
import { localePath, pick, type Lang, type T } from '#src/i18n/index.ts';
import { FormNotice } from '#src/ui/Field.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import type { DataRightsState } from '../forms.ts';
import type { AccountRights } from '../view.ts';
import { EraseSection } from './EraseSection.tsx';
import './privacy.css';

interface Props {
  lang: Lang;
  t: T;
  state: DataRightsState;
  rights: AccountRights;
}

const dayOf = (iso: string) => indiaClock(iso).day;

/** The devotee's rights over their data, each a plain form that posts to this page. */
export function DataRightsPage({ lang, t, state, rights }: Props) {
  const action = localePath(lang, '/account/data');
  const due = formatWeekday(rights.dueIfAskedNow, lang);
  const { values, errors } = state;
  return (
    <div className="data-rights">
      {!state.confirmErase && <FormNotice notice={state.notice} />}
      <p>{t('privacy.data.intro', { officer: pick(rights.grievanceName, lang), days: rights.answerDays })}</p>

      <section className="data-rights__section" id="download" aria-labelledby="download-heading">
        <h2 id="download-heading">{t('privacy.data.downloadHeading')}</h2>
        <p>{t('privacy.data.downloadText')}</p>
        <a className="button" href="/api/account/export" download="my-data.json">
          {t('privacy.data.download')}
        </a>
      </section>

      <section className="data-rights__section" id="correct" aria-labelledby="correct-heading">
        <h2 id="correct-heading">{t('privacy.data.correctHeading')}</h2>
        <p>{t('privacy.data.correctText', { date: due })}</p>
        <form method="post" action={`${action}#correct`} noValidate className="data-rights__form">
          <input type="hidden" name="intent" value="correct" />
          <TextArea
            name="whatWrong"
            label={t('privacy.data.whatWrong')}
            required
            defaultValue={values.whatWrong}
            error={errors.whatWrong}
            rows={3}
          />
          <TextArea
            name="shouldBe"
            label={t('privacy.data.shouldBe')}
            required
            defaultValue={values.shouldBe}
            error={errors.shouldBe}
            rows={3}
          />
          <button type="submit" className="button">
            {t('privacy.data.correctSubmit')}
          </button>
        </form>
        {rights.requests.length > 0 && (
          <>
            <h3>{t('privacy.data.requests')}</h3>
            <ul className="data-rights__requests">
              {rights.requests.map((r) => (
                <li key={r.created_at}>
                  {t('privacy.data.requestLine', {
                    asked: formatOnDay(dayOf(r.created_at), lang),
                    due: formatWeekday(dayOf(r.due_at), lang),
                    status: t(`privacy.data.status.${r.status}`),
                  })}
                  {r.note && <p>{r.note}</p>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="data-rights__section" id="withdraw" aria-labelledby="withdraw-heading">
        <h2 id="withdraw-heading">{t('privacy.data.withdrawHeading')}</h2>
        <p>{t('privacy.data.withdrawText')}</p>
        {rights.consentsInForce > 0 ? (
          <form method="post" action={`${action}#withdraw`}>
            <input type="hidden" name="intent" value="withdraw" />
            <button type="submit" className="button">
              {t('privacy.data.withdraw')}
            </button>
          </form>
        ) : (
          <p>{t('privacy.data.withdrawNone')}</p>
        )}
      </section>

      <EraseSection lang={lang} t={t} state={state} years={rights.taxRecordsYears} />
      <p>
        <a href={localePath(lang, '/account')}>{t('privacy.data.back')}</a>
      </p>
    </div>
  );
}

/** The page once the account is erased: what happened, and nothing left to act on. */
export function ErasedPage({ state }: { state: DataRightsState }) {
  return (
    <div className="data-rights">
      <FormNotice notice={state.notice} />
    </div>
  );
}
