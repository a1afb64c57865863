import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { DayPlaces } from './book.ts';
import { dayHasOffer, fullDays, joinWaitlist } from './waitlist.ts';
import { waitlistSchema } from './waitlist-schema.ts';
import { formatWeekday } from '#src/i18n/dates.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect' | 'clientAddress' | 'cookies'>;

export interface WaitlistFormState {
  fullDays: string[];
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
}

/** The waitlist form posts to the booking page with ?waitlist: the booking form is then only shown. */
export const isWaitlistPost = (context: Pick<APIContext, 'request' | 'url'>) =>
  context.request.method === 'POST' && context.url.searchParams.has('waitlist');

/** The same context as a GET, for the booking form shown beside a waitlist post (its body is the waitlist's). */
export function asGet(context: Context): Context {
  return {
    request: new Request(context.url, { method: 'GET', headers: context.request.headers }),
    locals: context.locals,
    url: context.url,
    redirect: context.redirect,
    cookies: context.cookies,
    get clientAddress() {
      return context.clientAddress;
    },
  };
}

/**
 * The waitlist on the booking page: GET lists the full days; a post joins one (the page comes back
 * with a notice) or comes back with what was typed and why it was refused.
 */
export async function handleWaitlistForm(
  context: Context,
  puja: PujaRow,
): Promise<{ response: Response } | { state: WaitlistFormState }> {
  const { t, lang } = context.locals;
  const db = getDb();
  const days = await fullDays(db, puja);
  if (!isWaitlistPost(context)) {
    const joined = context.url.searchParams.get('joined');
    const notice: Notice | undefined =
      joined && days.includes(joined)
        ? { kind: 'success', text: t('booking.waitlist.joined', { date: formatWeekday(joined, lang) }) }
        : undefined;
    return { state: { fullDays: days, values: {}, errors: {}, notice } };
  }
  const result = await pageForm(context, {
    schema: waitlistSchema,
    invalid: 'booking.error.fix',
    input: (fields) => ({ ...fields, pujaId: puja.id }),
    act: (input) => joinWaitlist(db, input, lang),
  });
  if (result.ok) {
    const page = `${localePath(lang, `/book/${puja.slug}`)}?joined=${result.value.day}#waitlist`;
    return { response: context.redirect(page, 303) };
  }
  const { values, errors, notice, status } = result;
  const typed = {
    date: values.date ?? '',
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
  };
  return { state: { fullDays: days, values: typed, errors, notice, status } };
}

/**
 * The day of a waitlist offer, named by the mailed link (?date=), joins the days of the form while
 * the offer stands: the booking with the offered e-mail takes the place kept for it.
 */
export async function withOfferedDay(days: DayPlaces[], puja: PujaRow, url: URL): Promise<DayPlaces[]> {
  const day = url.searchParams.get('date');
  if (!day || days.some((d) => d.day === day) || !(await dayHasOffer(getDb(), puja.id, day))) return days;
  return [...days, { day, left: 1 }].sort((a, b) => a.day.localeCompare(b.day));
}
