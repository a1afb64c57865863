import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { buttonOnly, pageForm } from '#src/server/forms/page-form.ts';
import { clientIp } from '#src/features/auth/service.ts';
import { fieldMessages, type Message } from '#src/server/validation/messages.ts';
import { findDonation, type DonationRow } from './repo.ts';
import { familyAddId, familyFieldId } from './family.ts';
import { checkIdentity, donationFromForm, donationLimits, donationSchema, isCauseSlug } from './schema.ts';
import { parseRupees, utrSchema, type DonationInput } from './schema.ts';
import { startDonation, startedDonation, submitUtr } from './service.ts';
import { createOnce, formToken, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { listSavedDevotees } from '#src/features/account/service.ts';
import { foreignRefusal, foreignRefused } from '#src/features/citizenship/service.ts';
import { withPassportIssue } from '#src/features/citizenship/index.ts';

export interface FamilyRow {
  relation: string;
  name: string;
}

export interface DonationFormState {
  values: Record<string, string>;
  family: FamilyRow[];
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The form's idempotency token: the same donation sent twice is stored once. */
  idempotencyKey: string;
  /** The element the page focuses when it loads: after 'Add' or 'Remove' without JavaScript. */
  focus?: string;
  /** The signed-in donor's saved devotees, to pick into the family list (none for a visitor). */
  saved?: SavedChoice[];
}

export interface SavedChoice {
  id: number;
  name: string;
  label: string;
}

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect' | 'clientAddress'>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function familyOf(body: Record<string, unknown>): FamilyRow[] {
  const shaped = donationFromForm(body).family as Array<{ relation: unknown; name: unknown }>;
  return shaped.map((r) => ({ relation: text(r.relation), name: text(r.name) }));
}

function keep(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([k, v]) => typeof v === 'string' && !k.startsWith('family.') && k !== 'intent' && k !== 'savedDevotee',
    ),
  ) as Record<string, string>;
}

export type Validation = { ok: true; data: DonationInput } | { ok: false; errors: Record<string, Message> };

/** The donation form's fields checked, for the page and for create-order alike. */
export function validateDonation(body: Record<string, unknown>): Validation {
  const shaped = donationFromForm(body);
  const parsed = donationSchema.safeParse(shaped);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = fieldMessages(parsed.error);
  // The identity rule depends on the amount, so Zod checks it only once every field passed; say it now too.
  const identity = checkIdentity(parseRupees(shaped.amount) || 0, shaped);
  if ('key' in identity && !errors[identity.path]) errors[identity.path] = { key: identity.key };
  return { ok: false, errors: withPassportIssue(errors, shaped) };
}

/** The refusal of a donation over the address's limit, for the form and for create-order. */
export const tooManyDonations: Message = {
  key: 'donation.error.tooMany',
  vars: { minutes: windowMinutes(limits.donations) },
};

/**
 * The donation form's POST to its own page. Without JavaScript, 'Add a family member' and
 * 'Remove' are submit buttons (intent) that come back with one row more or less; a valid
 * donation is stored as pending and the donor goes on to its payment page.
 */
export async function handleDonationForm(
  context: Context,
): Promise<{ response: Response } | { state: DonationFormState }> {
  const outcome = await donationFormOutcome(context);
  if ('response' in outcome) return outcome;
  const user = context.locals.user;
  if (!user) return outcome;
  const saved = (await listSavedDevotees(getDb(), user.id)).map((d) => ({
    id: d.id,
    name: d.name,
    label: `${d.name} (${d.gotram})`,
  }));
  return { state: { ...outcome.state, saved } };
}

async function donationFormOutcome(context: Context): Promise<{ response: Response } | { state: DonationFormState }> {
  const { lang } = context.locals;
  if (context.request.method !== 'POST') {
    const cause = context.url.searchParams.get('cause');
    return {
      state: {
        values: isCauseSlug(cause) ? { cause } : {},
        family: [{ relation: '', name: '' }],
        errors: {},
        idempotencyKey: formToken(),
      },
    };
  }
  const body = await readFields(context.request);
  const intent = text(body.intent);
  const family = familyOf(body);
  const user = context.locals.user;
  if (intent === 'addFamily' || intent === 'addSaved') {
    // A saved devotee fills the first empty row, or a new one; only the signed-in donor's own.
    const picked =
      intent === 'addSaved' && user
        ? (await listSavedDevotees(getDb(), user.id)).find((d) => String(d.id) === text(body.savedDevotee))
        : undefined;
    const empty = picked ? family.findIndex((r) => !r.relation.trim() && !r.name.trim()) : -1;
    let rows = family;
    if (empty >= 0) rows = family.map((r, i) => (i === empty ? { relation: '', name: picked!.name } : r));
    else if (family.length < donationLimits.familyMax && (intent === 'addFamily' || picked))
      rows = [...family, { relation: '', name: picked?.name ?? '' }];
    const focused = empty >= 0 ? empty : rows.length - 1;
    return {
      state: {
        values: keep(body),
        family: rows,
        errors: {},
        idempotencyKey: formToken(body),
        focus: familyFieldId(focused),
      },
    };
  }
  const remove = intent.match(/^remove:(\d+)$/);
  if (remove) {
    const rows = family.filter((_, i) => i !== Number(remove[1]));
    const next = Math.min(Number(remove[1]), rows.length);
    return {
      state: {
        values: keep(body),
        family: rows,
        errors: {},
        idempotencyKey: formToken(body),
        focus: next < rows.length ? familyFieldId(next) : familyAddId,
      },
    };
  }
  // The donation's checks are validateDonation's, shared with create-order (the identity rule
  // and the passport's need more than one schema can say), so the page's schema is the button.
  const { settings } = context.locals;
  const result = await pageForm(context, {
    fields: body,
    schema: buttonOnly,
    invalid: 'donation.error.fix',
    act: async () => {
      const checked = validateDonation(body);
      if (!checked.ok) throw new RequestError(400, 'donation.error.fix', checked.errors);
      if (foreignRefused(checked.data, settings.fcra))
        throw new RequestError(400, foreignRefusal, { citizenship: foreignRefusal });
      const key = idempotencyKeyOf(context.request, 'donation', body, context.locals.user);
      const started = await createOnce(
        getDb(),
        key,
        (db) =>
          startDonation(db, checked.data, { lang, ip: clientIp(context), userId: context.locals.user?.id, settings }),
        (r) => (r.ok ? r.donation.reference : undefined),
        startedDonation,
      );
      if (!started.ok) throw new RequestError(429, tooManyDonations.key, undefined, tooManyDonations.vars);
      return { response: context.redirect(localePath(lang, `/donation/${started.donation.reference}`), 303) };
    },
  });
  if (result.ok) return result.value;
  const { errors, notice, status } = result;
  return { state: { values: keep(body), family, errors, notice, status, idempotencyKey: formToken(body) } };
}

export interface PaymentPageState {
  donation: DonationRow;
  errors: Record<string, string>;
  values: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The element the page focuses when it loads: after 'Add' or 'Remove' without JavaScript. */
  focus?: string;
}

/** The donation's own page: GET shows it; POST stores the UPI transaction reference. */
export async function handlePaymentPage(
  context: Context,
  reference: string,
): Promise<{ response: Response } | { state: PaymentPageState } | { notFound: true }> {
  const { t, lang } = context.locals;
  const db = getDb();
  const donation = await findDonation(db, reference);
  if (!donation) return { notFound: true };
  const self = localePath(lang, `/donation/${donation.reference}`);
  if (context.request.method !== 'POST') {
    const saved = context.url.searchParams.get('utr') === 'saved';
    return {
      state: {
        donation,
        errors: {},
        values: {},
        notice: saved ? { kind: 'success', text: t('donation.utr.saved') } : undefined,
      },
    };
  }
  const closed = {
    donation,
    errors: {},
    values: {},
    notice: { kind: 'info' as const, text: t('donation.utr.closed') },
  };
  const result = await pageForm(context, {
    schema: utrSchema,
    invalid: (errors) => errors.utr!,
    act: async ({ utr }) => {
      const outcome = await submitUtr(db, donation.reference, utr, { ip: clientIp(context) });
      if (outcome === 'limited')
        throw new RequestError(429, 'donation.utr.tooMany', undefined, { minutes: windowMinutes(limits.utr) });
      return outcome === 'closed'
        ? { state: { ...closed, status: 409 } }
        : { response: context.redirect(`${self}?utr=saved`, 303) };
    },
  });
  if (result.ok) return result.value;
  const { errors, notice, status } = result;
  return { state: { donation, errors, values: { utr: result.values.utr ?? '' }, notice, status } };
}
