import type { APIContext } from 'astro';
import { localePath, runtimeKey } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError, refusalText } from '#src/server/http/errors.ts';
import { fieldMessages, translateFields } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { gatewayConfig } from '#src/features/payments/service.ts';
import { dispatchSchema, refundSchema } from '../admin-schema.ts';
import { dispatchPrasadam, markDelivered, markPerformed } from '../lifecycle.ts';
import { cancelUnpaid, confirmBooking, markNotReceived, paidAfterCloseError, refundBooking } from '../payments.ts';
import { findBooking } from '../repo.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

export const adminIntents = [
  'confirm',
  'performed',
  'dispatch',
  'delivered',
  'refund',
  'cancel',
  'notReceived',
] as const;
export type AdminIntent = (typeof adminIntents)[number];

export interface AdminBookingsOutcome {
  notice?: Notice;
  status?: number;
  /** An action asked for, waiting for the administrator to say yes (every admin action confirms). */
  ask?: { intent: AdminIntent; reference: string; fields: Record<string, string> };
  errors?: Record<string, string>;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The actions of /admin/bookings, working without JavaScript: a button posts its intent; the page
 * asks 'Are you sure?' with what will happen; 'Yes' posts it again with sure=yes and it is done,
 * coming back to the same filtered list, saying what happened.
 */
export async function handleAdminBookings(
  context: Context,
  admin: AuditActor,
): Promise<{ response: Response } | AdminBookingsOutcome> {
  const { t, lang, settings } = context.locals;
  if (context.request.method !== 'POST') {
    const done = context.url.searchParams.get('done');
    const ref = context.url.searchParams.get('ref');
    return done && ref && (adminIntents as readonly string[]).includes(done)
      ? { notice: { kind: 'success', text: t(runtimeKey(`admin.bookings.done.${done}`), { reference: ref }) } }
      : {};
  }
  const body = await readFields(context.request);
  const intent = text(body.intent) as AdminIntent;
  const reference = text(body.reference);
  const booking = await findBooking(getDb(), reference);
  if (!(adminIntents as readonly string[]).includes(intent) || !booking)
    return { notice: { kind: 'error', text: t('booking.error.unknown') }, status: 404 };
  const fields = {
    courier: text(body.courier),
    tracking: text(body.tracking),
    bankReference: text(body.bankReference),
    overrideReason: text(body.overrideReason),
  };
  const dispatch = intent === 'dispatch' ? dispatchSchema.safeParse(fields) : undefined;
  if (dispatch && !dispatch.success) {
    const errors = translateFields(t, fieldMessages(dispatch.error));
    return { errors, notice: { kind: 'error', text: Object.values(errors)[0]! }, status: 400 };
  }
  if (body.sure !== 'yes') return { ask: { intent, reference, fields } };
  const db = getDb();
  try {
    if (intent === 'confirm') {
      const result = await confirmBooking(
        db,
        reference,
        { overrideReason: fields.overrideReason.slice(0, 500) },
        settings,
        admin,
      );
      if (!result.confirmed)
        throw result.paidAfterClose && result.booking
          ? paidAfterCloseError(result.booking)
          : new RequestError(409, 'booking.error.notPending');
    } else if (intent === 'performed') await markPerformed(db, reference, settings, admin);
    else if (intent === 'delivered') await markDelivered(db, reference, admin);
    else if (intent === 'dispatch') await dispatchPrasadam(db, reference, dispatch!.data!, settings, admin);
    else if (intent === 'cancel') await cancelUnpaid(db, reference, admin);
    else if (intent === 'notReceived') await markNotReceived(db, reference, settings, admin);
    else {
      const refund = refundSchema.parse({ bankReference: fields.bankReference || undefined });
      await refundBooking(
        db,
        reference,
        { bankReference: refund.bankReference, gateway: gatewayConfig() },
        settings,
        admin,
      );
    }
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return {
      notice: { kind: 'error', text: refusalText(error, t) },
      status: error.status,
      errors: translateFields(t, error.fields ?? {}),
    };
  }
  const query = new URLSearchParams(context.url.searchParams);
  query.set('done', intent);
  query.set('ref', reference);
  return { response: context.redirect(`${localePath(lang, '/admin/bookings')}?${query}`, 303) };
}
