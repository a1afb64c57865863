import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { DataRightsState } from '../forms.ts';

/**
 * Erasing the account takes two posts, so it works without JavaScript: the first shows what
 * goes and what stays with the password field; the second, with the password, erases.
 */
export function EraseSection({ lang, t, state, years }: { lang: Lang; t: T; state: DataRightsState; years: number }) {
  const action = `${localePath(lang, '/account/data')}#erase`;
  return (
    <section className="data-rights__section data-rights__danger" id="erase" aria-labelledby="erase-heading">
      <h2 id="erase-heading">
        {t(state.confirmErase ? 'privacy.data.eraseConfirmHeading' : 'privacy.data.eraseHeading')}
      </h2>
      <p>{t('privacy.data.eraseGone')}</p>
      <p>{t('privacy.data.eraseKept', { years })}</p>
      {state.confirmErase ? (
        <form method="post" action={action} noValidate className="data-rights__form">
          <FormNotice notice={state.notice} />
          <p>{t('privacy.data.eraseConfirmText')}</p>
          <input type="hidden" name="intent" value="erase" />
          <Field
            name="password"
            id="erase-password"
            type="password"
            label={t('privacy.data.password')}
            autoComplete="current-password"
            required
            error={state.errors.password}
          />
          <button type="submit" className="button">
            {t('privacy.data.eraseConfirm')}
          </button>{' '}
          <a href={localePath(lang, '/account/data')}>{t('privacy.data.eraseCancel')}</a>
        </form>
      ) : (
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="erase-ask" />
          <button type="submit" className="button button--ghost">
            {t('privacy.data.eraseAsk')}
          </button>
        </form>
      )}
    </section>
  );
}
