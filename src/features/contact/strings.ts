import type { T } from '#src/i18n/index.ts';
import type { SendMessages } from './send.ts';

/** What the /contactus form's island shows, in the page's language (islands never load the dictionaries). */
export interface ContactFormStrings {
  heading: string;
  honeypot: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: string;
  message: string;
  submit: string;
  sending: string;
  messages: SendMessages;
}

export function contactFormStrings(t: T): ContactFormStrings {
  return {
    heading: t('contact.form.heading'),
    honeypot: t('contact.honeypot'),
    firstName: t('contact.field.firstName'),
    lastName: t('contact.field.lastName'),
    email: t('contact.field.email'),
    phone: t('contact.field.phone'),
    phoneHint: t('contact.field.phoneHint'),
    message: t('contact.field.message'),
    submit: t('contact.form.submit'),
    sending: t('contact.form.sending'),
    messages: {
      sent: t('contact.sent'),
      unexpected: t('form.error.unexpected'),
      fix: t('form.error.fix'),
      server: t('form.error.server'),
      serverOther: t('form.error.serverOther'),
      offline: t('form.error.offline'),
    },
  };
}
