import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { FormState } from '../forms.ts';
import './AuthForms.css';

export function LoginForm({ lang, t, state, next }: { lang: Lang; t: T; state: FormState; next?: string }) {
  const { values, errors } = state;
  return (
    <section className="auth-card" aria-labelledby="login-heading">
      <h2 id="login-heading">{t('auth.login.heading')}</h2>
      <FormNotice notice={state.notice} />
      <form method="post" noValidate>
        {next && <input type="hidden" name="next" value={next} />}
        <Field
          name="email"
          type="email"
          label={t('auth.field.email')}
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          name="password"
          type="password"
          label={t('auth.field.password')}
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <button type="submit" className="button">
          {t('auth.login.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <a href={localePath(lang, '/forgot')}>{t('auth.login.forgotLink')}</a>
        <span>
          {t('auth.login.noAccount')} <a href={localePath(lang, '/signup')}>{t('auth.login.signupLink')}</a>
        </span>
      </p>
    </section>
  );
}
