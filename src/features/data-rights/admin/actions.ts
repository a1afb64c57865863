import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { requestDoneSchema } from '../schema.ts';
import { markRequestDone } from '../requests.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

export interface DoneFormState {
  /** The request whose form comes back, with the note typed and its message. */
  id?: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
}

/** 'Mark done' on /admin/data-requests: back to the same request with what happened, or the note kept. */
export async function handleDataRequests(
  context: Context,
  admin: AuditActor,
): Promise<{ response: Response } | DoneFormState> {
  const { t, lang } = context.locals;
  if (context.request.method !== 'POST') {
    const done = context.url.searchParams.get('done');
    return { values: {}, errors: {}, notice: done ? { kind: 'success', text: t('privacy.admin.done') } : undefined };
  }
  const result = await pageForm(context, {
    schema: requestDoneSchema,
    invalid: 'privacy.error.fix',
    act: async (input) => {
      await markRequestDone(getDb(), admin, input);
      return input.id;
    },
  });
  if (result.ok) {
    const back = `${localePath(lang, '/admin/data-requests')}?done=${result.value}#request-${result.value}`;
    return { response: context.redirect(back, 303) };
  }
  const { values, errors, notice, status, fields } = result;
  return { id: Number(fields.id), values: { note: values.note ?? '' }, errors, notice, status };
}
