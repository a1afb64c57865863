import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { FormState } from '../forms.ts';
import { limits } from '../schema.ts';
import './AuthForms.css';

export function ResetForm({ lang, t, state, minutes }: { lang: Lang; t: T; state: FormState; minutes: number }) {
  const { values, errors } = state;
  return (
    <section className="auth-card" aria-labelledby="reset-heading">
      <h2 id="reset-heading">{t('auth.reset.heading')}</h2>
      <FormNotice notice={state.notice} />
      <form method="post" noValidate>
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
          name="token"
          label={t('auth.field.code')}
          hint={t('auth.field.codeHint', { minutes })}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={limits.codeLength}
          required
          defaultValue={values.token}
          error={errors.token}
        />
        <Field
          name="password"
          type="password"
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          required
          minLength={limits.passwordMin}
          error={errors.password}
        />
        <button type="submit" className="button">
          {t('auth.reset.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <a href={localePath(lang, '/forgot')}>{t('auth.reset.again')}</a>
      </p>
    </section>
  );
}
