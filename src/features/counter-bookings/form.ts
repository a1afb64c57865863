import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError, refusalText } from '#src/server/http/errors.ts';
import { formToken } from '#src/server/idempotency/index.ts';
import { fieldMessages, translateFields } from '#src/server/validation/messages.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { SessionUser } from '#src/features/auth/guard.ts';
import { findBooking, type BookingRow } from '#src/features/bookings/repo.ts';
import { counterBookingSchema } from './schema.ts';
import { bookFromFields } from './record.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

export interface CounterBookingState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  idempotencyKey: string;
  /** The booking just recorded, shown above a fresh form with its print links. */
  booked?: BookingRow;
}

const kept = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(([k, v]) => typeof v === 'string' && k !== IDEMPOTENCY_FIELD),
  ) as Record<string, string>;

/**
 * /admin/counter?kind=booking posting to itself: the booking is checked by the one schema,
 * recorded once (the form's token), and the office lands on the page again with the booking's
 * number, its receipt number and the print links; a refusal keeps what was typed.
 */
export async function handleCounterBookingPage(
  context: Context,
  admin: SessionUser,
): Promise<{ response: Response } | { state: CounterBookingState }> {
  const { t, lang } = context.locals;
  if (context.request.method !== 'POST') {
    const reference = context.url.searchParams.get('booked');
    const booking = reference ? await findBooking(getDb(), reference) : undefined;
    const values = { mode: 'cash', citizenship: 'resident', lang };
    const booked = booking?.method === 'counter' ? booking : undefined;
    return { state: { values, errors: {}, idempotencyKey: formToken(), booked } };
  }
  const body = await readFields(context.request);
  const again = { values: kept(body), idempotencyKey: formToken(body) };
  const parsed = counterBookingSchema.safeParse(body);
  if (!parsed.success) {
    const errors = translateFields(t, fieldMessages(parsed.error));
    return { state: { ...again, errors, notice: { kind: 'error', text: t('counter.error.fix') }, status: 400 } };
  }
  try {
    const booking = await bookFromFields(context, body, admin);
    const next = `${localePath(lang, '/admin/counter')}?kind=booking&booked=${booking.reference}`;
    return { response: context.redirect(next, 303) };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const errors = translateFields(t, error.fields ?? {});
    return {
      state: { ...again, errors, notice: { kind: 'error', text: refusalText(error, t) }, status: error.status },
    };
  }
}
