import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { FormState } from '../forms.ts';
import { limits, roles } from '../schema.ts';
import './AuthForms.css';

export function SignupForm({ lang, t, state }: { lang: Lang; t: T; state: FormState }) {
  const { values, errors } = state;
  return (
    <section className="auth-card" aria-labelledby="signup-heading">
      <h2 id="signup-heading">{t('auth.signup.heading')}</h2>
      <FormNotice notice={state.notice} />
      <form method="post" className="signup-form" noValidate>
        <fieldset
          className={errors.role ? 'role-choice field--invalid' : 'role-choice'}
          aria-describedby={errors.role ? 'role-error' : undefined}
        >
          <legend>{t('auth.field.role')}</legend>
          <div className="role-choice__options">
            {roles.map((role) => (
              <label key={role}>
                <input type="radio" name="role" value={role} defaultChecked={(values.role ?? 'User') === role} />
                {t(`auth.role.${role}`)}
              </label>
            ))}
          </div>
          {errors.role && (
            <p className="field__error" id="role-error">
              {errors.role}
            </p>
          )}
        </fieldset>
        <Field
          name="name"
          label={t('auth.field.name')}
          autoComplete="name"
          required
          minLength={limits.nameMin}
          maxLength={limits.nameMax}
          defaultValue={values.name}
          error={errors.name}
        />
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
          autoComplete="new-password"
          required
          minLength={limits.passwordMin}
          error={errors.password}
        />
        <div className={errors.secretKey ? 'secret-key field--invalid' : 'secret-key'}>
          <Field
            name="secretKey"
            type="password"
            label={t('auth.field.secretKey')}
            hint={t('auth.field.secretKeyHint')}
            autoComplete="off"
            error={errors.secretKey}
          />
        </div>
        <button type="submit" className="button">
          {t('auth.signup.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <span>
          {t('auth.signup.haveAccount')} <a href={localePath(lang, '/login')}>{t('auth.login.submit')}</a>
        </span>
      </p>
    </section>
  );
}
