import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { json, parseWith } from '#src/server/http/errors.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { clientIp } from '#src/features/auth/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { findMyBookings } from './find.ts';
import { findSchema } from './schema.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect' | 'clientAddress' | 'cookies'>;

export interface FindFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  /** The request was taken: the page says to look in the inbox, whether or not anything was found. */
  sent: boolean;
  status?: number;
}

/** The /booking page: GET shows the form; POST mails the links and answers 202 with the same words for any address. */
export async function handleFindForm(context: Context): Promise<FindFormState> {
  const { t, lang, settings } = context.locals;
  if (context.request.method !== 'POST') return { values: {}, errors: {}, sent: false };
  const result = await pageForm(context, {
    schema: findSchema,
    invalid: (errors) => errors.email ?? t('booking.error.fix'),
    act: async (input) => {
      await findMyBookings(getDb(), input.email, { ip: clientIp(context), lang, settings });
      return input.email;
    },
  });
  if (!result.ok) {
    const { errors, notice, status } = result;
    return { values: { email: result.values.email ?? '' }, errors, notice, status, sent: false };
  }
  return {
    values: { email: result.value },
    errors: {},
    notice: { kind: 'success', text: t('booking.find.sent', { email: result.value }) },
    sent: true,
    status: 202,
  };
}

/** POST /api/bookings/find { email }: 202 whether or not the address has bookings; 429 past the limits. */
export async function postFind(context: APIContext) {
  const input = parseWith(findSchema, await readFields(context.request));
  const { settings } = await loadSettings(getDb());
  await findMyBookings(getDb(), input.email, { ip: clientIp(context), lang: context.locals.lang, settings });
  return json({ message: context.locals.t('booking.find.sent', { email: input.email }) }, 202);
}
