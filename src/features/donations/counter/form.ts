import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError, refusalText } from '#src/server/http/errors.ts';
import { fieldMessages, translateFields } from '#src/server/validation/messages.ts';
import { formToken } from '#src/server/idempotency/index.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { SessionUser } from '#src/features/auth/guard.ts';
import { findDonation, type DonationRow } from '../repo.ts';
import { counterSchema } from './schema.ts';
import { cashLosesDeduction } from './service.ts';
import { recordFromFields } from './record.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

export interface CounterFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  idempotencyKey: string;
  /** Cash above the 80G limit, sent without JavaScript: the form asks the office to confirm this amount first. */
  confirm80G?: string;
  /** The gift just recorded, shown above a fresh form with its print links. */
  recorded?: DonationRow;
}

/** The field that, sent with the amount the warning was about, says the office saw it. */
export const ACKNOWLEDGED_FIELD = 'cashWithout80G';

const kept = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(
      ([k, v]) => typeof v === 'string' && k !== IDEMPOTENCY_FIELD && k !== ACKNOWLEDGED_FIELD,
    ),
  ) as Record<string, string>;

const fresh = (lang: string): CounterFormState => ({
  values: { mode: 'cash', citizenship: 'resident', cause: 'general', lang },
  errors: {},
  idempotencyKey: formToken(),
});

/**
 * /admin/counter posting to itself: a gift is checked, cash above the 80G limit is confirmed
 * first (a second post, with the amount it was confirmed for), then recorded once (the form's
 * token), and the office lands on the page again with the receipt number and its print links.
 */
export async function handleCounterPage(
  context: Context,
  admin: SessionUser,
): Promise<{ response: Response } | { state: CounterFormState }> {
  const { t, lang, settings } = context.locals;
  if (context.request.method !== 'POST') {
    const reference = context.url.searchParams.get('recorded');
    const donation = reference ? await findDonation(getDb(), reference) : undefined;
    return { state: { ...fresh(lang), recorded: donation?.method === 'counter' ? donation : undefined } };
  }
  const body = await readFields(context.request);
  const again = { values: kept(body), idempotencyKey: formToken(body) };
  const parsed = counterSchema.safeParse(body);
  if (!parsed.success) {
    const errors = translateFields(t, fieldMessages(parsed.error));
    return { state: { ...again, errors, notice: { kind: 'error', text: t('counter.error.fix') }, status: 400 } };
  }
  const { mode, amount } = parsed.data;
  if (cashLosesDeduction(mode, amount, settings) && body[ACKNOWLEDGED_FIELD] !== String(amount)) {
    return { state: { ...again, errors: {}, confirm80G: String(amount) } };
  }
  try {
    const donation = await recordFromFields(context, body, admin);
    return { response: context.redirect(`${localePath(lang, '/admin/counter')}?recorded=${donation.reference}`, 303) };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const errors = translateFields(t, error.fields ?? {});
    return {
      state: { ...again, errors, notice: { kind: 'error', text: refusalText(error, t) }, status: error.status },
    };
  }
}
