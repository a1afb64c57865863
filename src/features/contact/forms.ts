import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { fieldMessages, say, translateFields } from '#src/server/validation/messages.ts';
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

const keep = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([k, v]) => typeof v === 'string' && k !== HONEYPOT)) as Record<
    string,
    string
  >;

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
  const body = await readFields(context.request);
  const sent = { response: context.redirect(`${localePath(lang, page)}?sent=1#contact-form`, 303) };
  if (isSpam(body)) return sent;
  const parsed = inquirySchemas[source].safeParse(body);
  if (!parsed.success) {
    return {
      state: {
        values: keep(body),
        errors: translateFields(t, fieldMessages(parsed.error)),
        notice: { kind: 'error', text: t('form.error.fix') },
        status: 400,
        idempotencyKey: formToken(body),
      },
    };
  }
  try {
    await storeInquiry(context, { source, data: parsed.data } as Inquiry, body);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return {
      state: {
        values: keep(body),
        errors: {},
        notice: { kind: 'error', text: say(t, { key: error.message, vars: error.vars }) },
        status: error.status,
        idempotencyKey: formToken(body),
      },
    };
  }
  return sent;
}
