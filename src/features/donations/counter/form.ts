import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import { formToken } from '#src/server/idempotency/index.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { SessionUser } from '#src/features/auth/service.ts';
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

const shown = (body: Record<string, unknown>) =>
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
  const { lang, settings } = context.locals;
  if (context.request.method !== 'POST') {
    const reference = context.url.searchParams.get('recorded');
    const donation = reference ? await findDonation(getDb(), reference) : undefined;
    return { state: { ...fresh(lang), recorded: donation?.method === 'counter' ? donation : undefined } };
  }
  const result = await pageForm(context, {
    schema: counterSchema,
    invalid: 'counter.error.fix',
    secret: [IDEMPOTENCY_FIELD, ACKNOWLEDGED_FIELD],
    act: async ({ mode, amount }, fields) => {
      // Cash above the 80G limit is recorded only once the office confirmed this very amount.
      if (cashLosesDeduction(mode, amount, settings) && fields[ACKNOWLEDGED_FIELD] !== String(amount))
        return { confirm80G: String(amount) };
      return { donation: await recordFromFields(context, fields, admin) };
    },
  });
  const again = { values: result.ok ? shown(result.fields) : result.values, idempotencyKey: formToken(result.fields) };
  if (!result.ok) {
    const { errors, notice, status } = result;
    return { state: { ...again, errors, notice, status } };
  }
  if ('confirm80G' in result.value) return { state: { ...again, errors: {}, confirm80G: result.value.confirm80G } };
  const page = `${localePath(lang, '/admin/counter')}?recorded=${result.value.donation.reference}`;
  return { response: context.redirect(page, 303) };
}
