import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { FormState } from '../forms.ts';
import './AuthForms.css';

export function ForgotForm({ lang, t, state }: { lang: Lang; t: T; state: FormState }) {
  return (
    <section className="auth-card" aria-labelledby="forgot-heading">
      <h2 id="forgot-heading">{t('auth.forgot.heading')}</h2>
      <p>{t('auth.forgot.intro')}</p>
      <FormNotice notice={state.notice} />
      <form method="post" noValidate>
        <Field
          name="email"
          type="email"
          label={t('auth.field.email')}
          autoComplete="email"
          required
          defaultValue={state.values.email}
          error={state.errors.email}
        />
        <button type="submit" className="button">
          {t('auth.forgot.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <a href={localePath(lang, '/login')}>{t('auth.login.submit')}</a>
      </p>
    </section>
  );
}
