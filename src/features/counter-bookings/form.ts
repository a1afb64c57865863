import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import { formToken } from '#src/server/idempotency/index.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { SessionUser } from '#src/features/auth/service.ts';
import { findBooking, type BookingRow } from '#src/features/bookings/service.ts';
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

/**
 * /admin/counter?kind=booking posting to itself: the booking is checked by the one schema,
 * recorded once (the form's token), and the office lands on the page again with the booking's
 * number, its receipt number and the print links; a refusal keeps what was typed.
 */
export async function handleCounterBookingPage(
  context: Context,
  admin: SessionUser,
): Promise<{ response: Response } | { state: CounterBookingState }> {
  const { lang } = context.locals;
  if (context.request.method !== 'POST') {
    const reference = context.url.searchParams.get('booked');
    const booking = reference ? await findBooking(getDb(), reference) : undefined;
    const values = { mode: 'cash', citizenship: 'resident', lang };
    const booked = booking?.method === 'counter' ? booking : undefined;
    return { state: { values, errors: {}, idempotencyKey: formToken(), booked } };
  }
  const result = await pageForm(context, {
    schema: counterBookingSchema,
    invalid: 'counter.error.fix',
    secret: [IDEMPOTENCY_FIELD],
    act: (_input, fields) => bookFromFields(context, fields, admin),
  });
  if (result.ok) {
    const next = `${localePath(lang, '/admin/counter')}?kind=booking&booked=${result.value.reference}`;
    return { response: context.redirect(next, 303) };
  }
  const { values, errors, notice, status, fields } = result;
  return { state: { values, errors, notice, status, idempotencyKey: formToken(fields) } };
}
