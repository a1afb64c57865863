import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { HONEYPOT, isSpam, storeInquiry } from './submit.ts';
import { inquirySchemas, type Inquiry } from './service.ts';
import { formToken } from '#src/server/idempotency/index.ts';

/**
 * The contact pages' own POST (a plain form, working without JavaScript): success goes back to
 * the page with ?sent=1, so a reload does not post again; anything else comes back with what was
 * typed and a message under each field that needs fixing.
 */
export { HONEYPOT };

type Context = Pick<APIContext, 'request' | 'locals' | 'clientAddress' | 'url' | 'redirect'>;
export type Source = Inquiry['source'];

export interface ContactFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The form's idempotency token: the same message sent twice is stored once. */
  idempotencyKey: string;
}

export async function handleContactForm(
  context: Context,
  source: Source,
): Promise<{ response: Response } | { state: ContactFormState }> {
  const { t, lang } = context.locals;
  const page = source === 'contactus' ? '/contactus' : '/contact';
  if (context.request.method !== 'POST') {
    const sent = context.url.searchParams.get('sent') === '1';
    return {
      state: {
        values: {},
        errors: {},
        notice: sent ? { kind: 'success', text: t('contact.sent') } : undefined,
        idempotencyKey: formToken(),
      },
    };
  }
  const result = await pageForm(context, {
    schema: inquirySchemas[source],
    invalid: 'form.error.fix',
    // A bot that filled the hidden field is told it was sent, and nothing is kept.
    before: (fields) => (isSpam(fields) ? 'spam' : undefined),
    act: async (data, fields) => {
      await storeInquiry(context, { source, data } as Inquiry, fields);
      return 'stored';
    },
    secret: [HONEYPOT],
  });
  if (result.ok) return { response: context.redirect(`${localePath(lang, page)}?sent=1#contact-form`, 303) };
  const { values, errors, notice, status, fields } = result;
  return { state: { values, errors, notice, status, idempotencyKey: formToken(fields) } };
}
