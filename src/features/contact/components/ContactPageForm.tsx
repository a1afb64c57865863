import type { T } from '#src/i18n/index.ts';
import { Field, FormNotice } from '#src/ui/Field.tsx';
import type { ContactFormState } from '../forms.ts';
import { Honeypot } from './Honeypot.tsx';
import { IdempotencyField } from '#src/ui/IdempotencyField.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import './contact.css';

/** /contact: Full Name, Email Address, Subject, Message and 'Send Message'. */
export function ContactPageForm({ t, state }: { t: T; state: ContactFormState }) {
  const { values, errors } = state;
  return (
    <section className="contact-card contact-form" aria-labelledby="contact-form-heading" id="contact-form">
      <h2 id="contact-form-heading">{t('contact.page.formHeading')}</h2>
      <p>{t('contact.page.replies')}</p>
      <FormNotice notice={state.notice} />
      <form method="post" noValidate>
        <Honeypot label={t('contact.honeypot')} />
        <IdempotencyField value={state.idempotencyKey} />
        <Field
          name="name"
          label={t('contact.field.fullName')}
          autoComplete="name"
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          name="email"
          type="email"
          label={t('contact.field.emailAddress')}
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <Field name="subject" label={t('contact.field.subject')} defaultValue={values.subject} error={errors.subject} />
        <TextArea
          name="message"
          label={t('contact.field.message')}
          required
          defaultValue={values.message}
          error={errors.message}
        />
        <button type="submit" className="button">
          {t('contact.page.submit')}
        </button>
      </form>
    </section>
  );
}
