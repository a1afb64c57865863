import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { isLang } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { buttonOnly, pageForm } from '#src/server/forms/page-form.ts';
import { RequestError, refusalText } from '#src/server/http/errors.ts';
import { fieldMessages } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { currentUser } from '#src/features/auth/service.ts';
import { listSavedDevotees, saveDevoteesOnce, type SavedDevotee } from '#src/features/account/service.ts';
import { clientIp } from '#src/features/auth/service.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import { utrSchema } from '#src/features/payments/index.ts';
import { formToken, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { bookableDays, bookingByReference, type DayPlaces } from './book.ts';
import { pujaBySlug, selectPuja } from '#src/features/pujas/service.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingRow } from './repo.ts';
import { findBooking } from './repo.ts';
import { mayOpen } from './access.ts';
import { bookingPath } from './keys.ts';
import { mailUtrReceived } from './lifecycle.ts';
import { bookingOf, bookOnce } from './book-once.ts';
import { asksSeries, seriesSchema } from './series-schema.ts';
import { seriesDaysOf } from './series-view.ts';
import { giveUtr, requestCancel } from './payments.ts';
import { bookingFromForm, bookingLimits, bookingSchema } from './schema.ts';
import { shippingRuleOf } from './shipping.ts';
import type { Devotee } from './view.ts';
import { addressWithoutPost, rowsToSave } from './form-rows.ts';
import { deviceOf } from './device.ts';
import { holderOf } from './fair-holds-http.ts';
import { withPassportIssue } from '#src/features/citizenship/index.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect' | 'clientAddress' | 'cookies'>;

export interface BookingFormState {
  puja: PujaRow;
  days: DayPlaces[];
  values: Record<string, string>;
  devotees: Devotee[];
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The form's idempotency token: a booking sent twice is booked once. */
  idempotencyKey: string;
  /** The signed-in devotee's saved devotees (src/features/account); undefined for a visitor. */
  saved?: SavedDevotee[];
  /** The row whose first field takes the focus: one just added or filled, or the one now in a removed row's place. */
  focusRow?: number;
  /** The last row was removed: 'Add a devotee' takes the focus, where the row was. */
  focusAdd?: boolean;
}

const langOf = (b: BookingRow) => (isLang(b.lang) ? b.lang : 'en');
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const emptyDevotee: FormDevotee = { name: '', gotram: '', nakshatram: '', rasi: '' };
const isEmpty = (d: Devotee) => !d.name.trim() && !d.gotram.trim() && !d.nakshatram && !d.rasi;

/** A row of the form: a devotee, and whether to save them to the account once booked. */
export type FormDevotee = Devotee & { save?: boolean };

function devoteesOf(body: Record<string, unknown>): FormDevotee[] {
  const shaped = bookingFromForm(body).devotees as Array<Record<string, unknown>>;
  return shaped.map((d) => ({
    name: text(d.name),
    gotram: text(d.gotram),
    nakshatram: text(d.nakshatram),
    rasi: text(d.rasi),
    save: d.save === 'on',
  }));
}

/** What was typed, to come back with (the devotee rows travel apart). */
function keep(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([k, v]) => typeof v === 'string' && !k.startsWith('devotees.') && k !== 'intent' && k !== 'fill',
    ),
  ) as Record<string, string>;
}

/**
 * The booking page: GET shows the form with the days that have places; POST books (the devotee
 * goes on to the booking's own page) or comes back with what was typed and why it was refused.
 * 'Add a devotee' and 'Remove' are submit buttons, so the form needs no JavaScript.
 */
export async function handleBookingForm(
  context: Context,
  slug: string,
): Promise<{ notFound: true } | { response: Response } | { state: BookingFormState }> {
  const { lang, settings } = context.locals;
  const db = getDb();
  const puja = await pujaBySlug(db, slug);
  if (!puja || !puja.enabled) return { notFound: true };
  const days = await bookableDays(db, puja);
  const user = await currentUser(context);
  const saved = user ? await listSavedDevotees(db, user.id) : undefined;
  const device = deviceOf(context);
  if (context.request.method !== 'POST') {
    // A signed-in devotee is not asked again for what the account already knows.
    const values: Record<string, string> = {
      attendance: puja.on_behalf ? 'on-behalf' : 'in-person',
      ...(user && { name: user.name, email: user.email }),
      // A seva on the birth star starts from the first saved devotee's (docs/decisions/162).
      ...(saved?.[0] && { star: saved[0].nakshatram }),
    };
    return { state: { puja, days, values, devotees: [emptyDevotee], errors: {}, idempotencyKey: formToken(), saved } };
  }
  const body = await readFields(context.request);
  const intent = text(body.intent);
  const devotees = devoteesOf(body);
  const values = keep(body);
  const again = (rows: FormDevotee[], focusRow?: number, focusAdd?: boolean) => ({
    state: {
      puja,
      days,
      values,
      devotees: rows,
      errors: {},
      idempotencyKey: formToken(body),
      saved,
      focusRow,
      focusAdd,
    },
  });
  if (intent === 'addDevotee') {
    if (devotees.length >= bookingLimits.devoteesMax) return again(devotees);
    return again([...devotees, emptyDevotee], devotees.length);
  }
  const fill = intent.match(/^fill:(\d+)$/);
  if (fill) {
    // A saved devotee fills the first empty row, or a new one; only the signed-in account's own.
    const picked = saved?.find((d) => d.id === Number(fill[1]));
    if (!picked) return again(devotees);
    if (!values.star) values.star = picked.nakshatram;
    const row: FormDevotee = {
      name: picked.name,
      gotram: picked.gotram,
      nakshatram: picked.nakshatram,
      rasi: picked.rasi ?? '',
    };
    const empty = devotees.findIndex(isEmpty);
    if (empty >= 0)
      return again(
        devotees.map((d, i) => (i === empty ? row : d)),
        empty,
      );
    if (devotees.length >= bookingLimits.devoteesMax) return again(devotees);
    return again([...devotees, row], devotees.length);
  }
  const remove = intent.match(/^remove:(\d+)$/);
  if (remove) {
    const gone = Number(remove[1]);
    const rows = devotees.filter((_, i) => i !== gone);
    if (!rows.length) return again([emptyDevotee], 0);
    // The focus stays where the devotee was: on the row that took the removed one's place, else on 'Add'.
    return gone < rows.length ? again(rows, gone) : again(rows, undefined, true);
  }
  const back = (errors: Record<string, string>, notice: string, status: number) => ({
    state: {
      puja,
      days,
      values,
      devotees: devotees.length ? devotees : [emptyDevotee],
      errors,
      notice: { kind: 'error' as const, text: notice },
      status,
      idempotencyKey: formToken(body),
      saved,
    },
  });
  // The booking's checks need the body whole (the passport, the address, the seva's days), so
  // the page's schema is the button and the checks are the work's first step.
  let checked = false;
  const result = await pageForm(context, {
    fields: body,
    schema: buttonOnly,
    invalid: 'booking.error.fix',
    act: async () => {
      // An address typed with the box unticked was dropped without a word: now it is asked about.
      const unticked = addressWithoutPost(body) ? { prasadam: 'booking.aid.addressUnticked' } : undefined;
      const parsed = bookingSchema.safeParse({ ...bookingFromForm(body), pujaId: puja.id });
      if (!parsed.success)
        throw new RequestError(400, 'booking.error.fix', {
          ...withPassportIssue(fieldMessages(parsed.error), body),
          ...unticked,
        });
      if (unticked) throw new RequestError(400, unticked.prasadam, unticked);
      const series = asksSeries(body) ? seriesSchema.safeParse(body) : undefined;
      if (series && !series.success) throw new RequestError(400, 'booking.error.fix', fieldMessages(series.error));
      checked = true;
      const key = idempotencyKeyOf(context.request, 'booking', body, user);
      const toSave = user ? rowsToSave(devotees, parsed.data.devotees) : [];
      const bookingContext = {
        lang,
        userId: user?.id ?? null,
        shipping: shippingRuleOf(settings),
        ...holderOf(context, settings, device),
      };
      // Saved with the booking, in its transaction; a full list or a devotee already saved is skipped, never a refusal.
      const saveDevotees = async (trx: Kysely<Database>) => {
        if (user && toSave.length) await saveDevoteesOnce(trx, user.id, toSave);
      };
      const book = bookingOf(parsed.data, series?.data, bookingContext, settings);
      const booking = await bookOnce(db, key, book, settings, saveDevotees);
      return { response: context.redirect(bookingPath(booking.reference, booking.key, lang), 303) };
    },
  });
  if (result.ok) return result.value;
  // A refusal of the booking itself (a day just taken) shows the days as they now are.
  const refused = back(result.errors, result.notice.text, result.status);
  return checked ? { state: { ...refused.state, days: await bookableDays(db, puja) } } : refused;
}

export interface BookingPageState {
  booking: BookingRow;
  puja: PujaRow | undefined;
  /** Whether the caller may see the booking's details and act on it (./access.ts); else only its status and date. */
  full: boolean;
  /** The key the page was opened with, carried by its forms and links. */
  key?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The days of the seva this booking begins, when it is one that comes back (docs/decisions/162). */
  seriesDays?: string[];
}

/**
 * The booking's own page: GET shows where it stands; POST stores the UPI transaction reference
 * or asks to cancel. Without the booking's key (or its account) only the status and the date
 * show, and every POST is refused with 403.
 */
export async function handleBookingPage(
  context: Context,
  reference: string,
): Promise<{ notFound: true } | { response: Response } | { state: BookingPageState }> {
  const { t, lang, settings } = context.locals;
  const db = getDb();
  const booking = await bookingByReference(db, reference);
  if (!booking) return { notFound: true };
  const puja = await selectPuja(db, { id: booking.puja_id });
  const body = context.request.method === 'POST' ? await readFields(context.request) : {};
  const given = text(body.key) || (context.url.searchParams.get('key') ?? '');
  const seriesDays = await seriesDaysOf(db, booking);
  const base = { booking, puja, errors: {}, values: {}, seriesDays };
  let full: boolean;
  try {
    full = await mayOpen(db, context, booking, given);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return {
      state: { ...base, full: false, notice: { kind: 'error', text: refusalText(error, t) }, status: error.status },
    };
  }
  const key = full && given ? given : undefined;
  const self = bookingPath(booking.reference, key, lang);
  const then = (done: string) => `${self}${key ? '&' : '?'}${done}`;
  const page = { ...base, full, key };
  if (context.request.method !== 'POST') {
    const saved = context.url.searchParams.get('utr') === 'saved';
    const cancel = context.url.searchParams.get('cancel');
    const notice: Notice | undefined = !full
      ? undefined
      : saved
        ? { kind: 'success', text: t('booking.utr.saved') }
        : cancel === 'cancelled' || cancel === 'refund_requested'
          ? { kind: 'success', text: t(`booking.cancel.done.${cancel}`) }
          : undefined;
    return { state: { ...page, notice } };
  }
  if (!full) return { state: { ...page, notice: { kind: 'error', text: t('booking.key.needed') }, status: 403 } };
  if (body.intent === 'cancel') {
    const cancel = await pageForm(context, {
      fields: body,
      schema: buttonOnly,
      invalid: 'booking.error.fix',
      act: () => requestCancel(db, booking.reference, text(body.email)),
    });
    if (cancel.ok) return { response: context.redirect(then(`cancel=${cancel.value.status}`), 303) };
    // The cancel form asks only for the address: whatever refuses it is said under that field, the address kept.
    const { notice, status } = cancel;
    return { state: { ...page, errors: { email: notice.text }, values: { email: text(body.email) }, notice, status } };
  }
  const utrPost = await pageForm(context, {
    fields: body,
    schema: utrSchema,
    invalid: (errors) => errors.utr!,
    act: async ({ utr }) => {
      if (await overLimit(db, `utr:ip:${clientIp(context)}`, limits.utr))
        throw new RequestError(429, 'donation.utr.tooMany', undefined, { minutes: windowMinutes(limits.utr) });
      // The ledger's refusal (a UTR given already) is the page's notice alone, not the field's.
      try {
        return (await giveUtr(db, booking.reference, utr)) ? 'saved' : 'closed';
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        return error;
      }
    },
  });
  if (!utrPost.ok) {
    const { errors, notice, status } = utrPost;
    return { state: { ...page, errors, values: { utr: text(body.utr) }, notice, status } };
  }
  if (utrPost.value instanceof RequestError) {
    const error = utrPost.value;
    return { state: { ...page, notice: { kind: 'error', text: refusalText(error, t) }, status: error.status } };
  }
  if (utrPost.value === 'closed')
    return { state: { ...page, notice: { kind: 'info', text: t('booking.error.closed') }, status: 409 } };
  await mailUtrReceived(
    db,
    (await findBooking(db, booking.reference))!,
    bookingPath(booking.reference, key, langOf(booking)),
    settings,
  );
  return { response: context.redirect(then('utr=saved'), 303) };
}
