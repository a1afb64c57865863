import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { formatDay } from '#src/i18n/dates.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError, invalidInput, refusalText } from '#src/server/http/errors.ts';
import { translateFields } from '#src/server/validation/messages.ts';
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
  const body = await readFields(context.request);
  const values = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  try {
    if (body.intent === 'filing') {
      const parsed = filingSchema.safeParse(body);
      if (!parsed.success) throw invalidInput(parsed.error, body);
      await saveFiling(getDb(), parsed.data, admin);
      const { fy, acknowledgement, filedOn } = parsed.data;
      const query = new URLSearchParams({ fy, done: 'filing', acknowledgement, filedOn });
      return { response: context.redirect(`${localePath(lang, pagePath)}?${query}#filing`, 303) };
    }
    const parsed = certifySchema.safeParse(body);
    if (body.intent !== 'certify' || !parsed.success) throw new RequestError(400, 'admin.donations.badYear');
    const fy = parsed.data.fy;
    const outcome = await issueCertificates(getDb(), fy, settings, getConfig().MAIL_RETRY_SECONDS * 1000, admin);
    const query = new URLSearchParams({
      fy,
      done: 'certify',
      made: String(outcome.made),
      mailed: String(outcome.mailed),
      unmailable: String(outcome.unmailable),
    });
    return { response: context.redirect(`${localePath(lang, pagePath)}?${query}#certificates`, 303) };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const errors = error.fields ? translateFields(t, error.fields) : undefined;
    return { notice: { kind: 'error', text: refusalText(error, t) }, status: error.status, values, errors };
  }
}
