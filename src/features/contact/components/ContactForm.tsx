import type { T } from '../../../i18n/index.ts';
import { Field, FormNotice } from '../../../ui/Field.tsx';
import type { ContactFormState } from '../forms.ts';
import { Honeypot } from './Honeypot.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import './contact.css';

/** /contactus: the spec's message form; posts to its own page and works without JavaScript. */
export function ContactForm({ t, state }: { t: T; state: ContactFormState }) {
  const { values, errors } = state;
  return (
    <section className="contact-card contact-form" aria-labelledby="contact-form-heading" id="contact-form">
      <h2 id="contact-form-heading">{t('contact.form.heading')}</h2>
      <FormNotice notice={state.notice} />
      <form method="post" noValidate>
        <Honeypot label={t('contact.honeypot')} />
        <div className="contact-form__row">
          <Field name="firstName" label={t('contact.field.firstName')} autoComplete="given-name" required defaultValue={values.firstName} error={errors.firstName} />
          <Field name="lastName" label={t('contact.field.lastName')} autoComplete="family-name" required defaultValue={values.lastName} error={errors.lastName} />
        </div>
        <Field name="email" type="email" label={t('contact.field.email')} autoComplete="email" required defaultValue={values.email} error={errors.email} />
        <Field
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          label={t('contact.field.phone')}
          hint={t('contact.field.phoneHint')}
          autoComplete="tel-national"
          required
          defaultValue={values.phoneNumber}
          error={errors.phoneNumber}
        />
        <TextArea name="message" label={t('contact.field.message')} required defaultValue={values.message} error={errors.message} />
        <button type="submit" className="button">
          {t('contact.form.submit')}
        </button>
      </form>
    </section>
  );
}
