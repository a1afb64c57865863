import type { APIContext } from 'astro';
import { z } from 'zod';
import { localePath, runtimeKey } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { fieldMessages } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { gatewayConfig } from '#src/features/payments/service.ts';
import { dispatchSchema, refundSchema } from '../admin-schema.ts';
import { parseWith } from '#src/server/http/errors.ts';
import { refundablePaise } from '../series-refund.ts';
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
  ask?: { intent: AdminIntent; reference: string; fields: Record<string, string>; amountPaise?: number };
  errors?: Record<string, string>;
}

const text = z.string().trim().catch('');
/** The action asked for and its booking; each action's own checks are the booking service's. */
const actionSchema = z.object({
  intent: text,
  reference: text,
  courier: text,
  tracking: text,
  bankReference: text,
  overrideReason: text,
});
type ActionInput = z.output<typeof actionSchema>;

/** The booking and the dispatch details, checked before the question as after it. */
async function checked(input: ActionInput) {
  const booking = await findBooking(getDb(), input.reference);
  if (!(adminIntents as readonly string[]).includes(input.intent) || !booking)
    throw new RequestError(404, 'booking.error.unknown');
  if (input.intent !== 'dispatch') return { intent: input.intent as AdminIntent, booking };
  const dispatch = dispatchSchema.safeParse(input);
  if (dispatch.success) return { intent: input.intent as AdminIntent, dispatch: dispatch.data, booking };
  const errors = fieldMessages(dispatch.error);
  const first = Object.values(errors)[0]!;
  throw new RequestError(400, first.key, errors, first.vars);
}

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
  const db = getDb();
  const result = await pageForm<typeof actionSchema, { response: Response } | AdminBookingsOutcome>(context, {
    schema: actionSchema,
    invalid: 'booking.error.unknown',
    ask: async (input) => {
      const { intent, reference, courier, tracking, bankReference, overrideReason } = input;
      const { booking } = await checked(input);
      // The office pays a UPI refund by hand: the question names what a seva's refund gives back.
      const amountPaise = intent === 'refund' && booking ? await refundablePaise(getDb(), booking) : undefined;
      return {
        ask: {
          intent: intent as AdminIntent,
          reference,
          fields: { courier, tracking, bankReference, overrideReason },
          amountPaise,
        },
      };
    },
    act: async (fields) => {
      const { reference } = fields;
      const { intent, dispatch } = await checked(fields);
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
      else if (intent === 'dispatch') await dispatchPrasadam(db, reference, dispatch!, settings, admin);
      else if (intent === 'cancel') await cancelUnpaid(db, reference, admin);
      else if (intent === 'notReceived') await markNotReceived(db, reference, settings, admin);
      else {
        const refund = parseWith(refundSchema, { bankReference: fields.bankReference || undefined });
        await refundBooking(
          db,
          reference,
          { bankReference: refund.bankReference, gateway: gatewayConfig() },
          settings,
          admin,
        );
      }
      const query = new URLSearchParams(context.url.searchParams);
      query.set('done', intent);
      query.set('ref', reference);
      return { response: context.redirect(`${localePath(lang, '/admin/bookings')}?${query}`, 303) };
    },
  });
  return result.ok ? result.value : { notice: result.notice, status: result.status, errors: result.errors };
}
