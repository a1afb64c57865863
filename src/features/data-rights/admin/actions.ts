import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { fieldMessages, say, translateFields } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { requestDoneSchema } from '../schema.ts';
import { markRequestDone } from '../service.ts';

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
  const body = await readFields(context.request);
  const id = Number(body.id);
  const values = { note: typeof body.note === 'string' ? body.note : '' };
  const parsed = requestDoneSchema.safeParse(body);
  if (!parsed.success) {
    return {
      id,
      values,
      errors: translateFields(t, fieldMessages(parsed.error)),
      notice: { kind: 'error', text: t('privacy.error.fix') },
      status: 400,
    };
  }
  try {
    await markRequestDone(getDb(), admin, parsed.data);
    return {
      response: context.redirect(
        `${localePath(lang, '/admin/data-requests')}?done=${parsed.data.id}#request-${parsed.data.id}`,
        303,
      ),
    };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return {
      id,
      values,
      errors: {},
      notice: { kind: 'error', text: say(t, { key: error.message, vars: error.vars }) },
      status: error.status,
    };
  }
}
