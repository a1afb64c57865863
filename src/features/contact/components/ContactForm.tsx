import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '#src/ui/toast.ts';
import { Field, FormNotice, type Notice } from '#src/ui/Field.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import type { ContactFormState } from '../forms.ts';
import { sendInquiry } from '../send.ts';
import type { ContactFormStrings } from '../strings.ts';
import { Honeypot } from './Honeypot.tsx';
import { IdempotencyField } from '#src/ui/IdempotencyField.tsx';
import './contact.css';

interface Props {
  strings: ContactFormStrings;
  /** The server's outcome of a post without JavaScript (values kept, errors, notice). */
  state: ContactFormState;
  /** The contact API in the page's language. */
  endpoint: string;
}

/**
 * /contactus: the message form. It posts to its own page and works without JavaScript;
 * once hydrated it sends in place and shows the outcome as a toast and above the form, keeping
 * what was typed unless it was sent.
 */
export function ContactForm({ strings, state, endpoint }: Props) {
  const [errors, setErrors] = useState(state.errors);
  const [notice, setNotice] = useState<Notice | undefined>(state.notice);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);

  // After a refusal, the first field the server named gets the focus, so its message is read out.
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const fields = Object.fromEntries(
      [...new FormData(element).entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    setSending(true);
    const outcome = await sendInquiry(endpoint, fields, strings.messages);
    setSending(false);
    toast(outcome.text, { type: outcome.tone });
    setNotice({ kind: outcome.sent ? 'success' : 'error', text: outcome.text });
    setErrors(outcome.errors);
    if (outcome.sent) element.reset();
    else if (Object.keys(outcome.errors).length) setRefused((n) => n + 1);
  };

  const { values } = state;
  return (
    <section className="contact-card contact-form" aria-labelledby="contact-form-heading" id="contact-form">
      <h2 id="contact-form-heading">{strings.heading}</h2>
      <FormNotice notice={notice} />
      <form method="post" noValidate onSubmit={onSubmit} ref={form}>
        <Honeypot label={strings.honeypot} />
        <IdempotencyField value={state.idempotencyKey} />
        <div className="contact-form__row">
          <Field
            name="firstName"
            label={strings.firstName}
            autoComplete="given-name"
            required
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <Field
            name="lastName"
            label={strings.lastName}
            autoComplete="family-name"
            required
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <Field
          name="email"
          type="email"
          label={strings.email}
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          label={strings.phone}
          hint={strings.phoneHint}
          autoComplete="tel"
          required
          defaultValue={values.phoneNumber}
          error={errors.phoneNumber}
        />
        <TextArea
          name="message"
          label={strings.message}
          required
          defaultValue={values.message}
          error={errors.message}
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? strings.sending : strings.submit}
        </button>
      </form>
    </section>
  );
}
