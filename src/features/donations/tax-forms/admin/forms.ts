import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { formatDay } from '#src/i18n/dates.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { pageForm, type FormRefusal } from '#src/server/forms/page-form.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { issueCertificates, saveFiling } from '../certificates.ts';
import { certifySchema, filingSchema } from '../schema.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

export interface TaxFormsOutcome {
  notice?: Notice;
  status?: number;
  /** The acknowledgement form's values and errors when it was refused. */
  values?: Record<string, string>;
  errors?: Record<string, string>;
}

const pagePath = '/admin/donations/tax-forms';

/** What the page says after a post it answered with a redirect (?done=…). */
function doneNotice(context: Context): Notice | undefined {
  const { t } = context.locals;
  const q = context.url.searchParams;
  const fy = q.get('fy') ?? '';
  if (q.get('done') === 'filing') {
    const vars = { fy, acknowledgement: q.get('acknowledgement') ?? '', date: formatDay(q.get('filedOn') ?? '') };
    return { kind: 'success', text: t('taxForms.filing.saved', vars) };
  }
  if (q.get('done') === 'certify') {
    const count = (name: string) => Number(q.get(name) ?? 0);
    return {
      kind: 'success',
      text: t('taxForms.certify.done', {
        fy,
        made: count('made'),
        mailed: count('mailed'),
        unmailable: count('unmailable'),
      }),
    };
  }
  return undefined;
}

/**
 * The posts of the tax forms page, without JavaScript: the acknowledgement (kept with its values
 * when refused) and 'make and e-mail the certificates'. Each comes back to the page of its year.
 */
export async function handleTaxForms(
  context: Context,
  admin: AuditActor,
): Promise<{ response: Response } | TaxFormsOutcome> {
  if (context.request.method !== 'POST') return { notice: doneNotice(context) };
  const { t, lang, settings } = context.locals;
  const fields = await readFields(context.request);
  const back = (query: URLSearchParams, anchor: string) => ({
    response: context.redirect(`${localePath(lang, pagePath)}?${query}#${anchor}`, 303),
  });
  if (fields.intent === 'filing') {
    const result = await pageForm(context, {
      fields,
      schema: filingSchema,
      // The first field to fix leads, as the API's answer does.
      invalid: (errors) => Object.values(errors)[0] ?? t('validation.invalid'),
      act: async (input) => {
        await saveFiling(getDb(), input, admin);
        return input;
      },
    });
    if (!result.ok) return refused(result);
    const { fy, acknowledgement, filedOn } = result.value;
    return back(new URLSearchParams({ fy, done: 'filing', acknowledgement, filedOn }), 'filing');
  }
  const result = await pageForm(context, {
    fields,
    schema: certifySchema,
    invalid: 'admin.donations.badYear',
    act: async ({ fy }) => {
      if (fields.intent !== 'certify') throw new RequestError(400, 'admin.donations.badYear');
      const retryMs = getConfig().MAIL_RETRY_SECONDS * 1000;
      return { fy, ...(await issueCertificates(getDb(), fy, settings, retryMs, admin)) };
    },
  });
  // A year the page did not offer has no field of its own to mark: the notice says it.
  if (!result.ok) return { ...refused(result), errors: undefined };
  const { fy, made, mailed, unmailable } = result.value;
  const counts = { made: String(made), mailed: String(mailed), unmailable: String(unmailable) };
  return back(new URLSearchParams({ fy, done: 'certify', ...counts }), 'certificates');
}

const refused = ({ notice, status, values, errors }: FormRefusal): TaxFormsOutcome => ({
  notice,
  status,
  values,
  errors: Object.keys(errors).length ? errors : undefined,
});
