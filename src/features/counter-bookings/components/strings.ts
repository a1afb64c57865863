import type { Lang, T } from '#src/i18n/index.ts';
import { formatWholeRupees } from '#src/features/payments/index.ts';
import { pujaName, type PujaRow } from '#src/features/pujas/index.ts';
import { counterModes } from '#src/features/donations/service.ts';

/** The booking form's texts, translated on the server; the puja list names each price. */
export function counterBookingStrings(t: T, lang: Lang, pujas: readonly PujaRow[]) {
  return {
    puja: t('counter.booking.field.puja'),
    pujas: pujas.map((p) => ({
      value: String(p.id),
      label:
        p.price_rupees > 0
          ? `${pujaName(p, lang)}: ${formatWholeRupees(p.price_rupees)}`
          : `${pujaName(p, lang)}: ${t('counter.booking.offering')}`,
    })),
    choosePuja: t('counter.booking.choosePuja'),
    date: t('counter.booking.field.date'),
    amount: t('counter.booking.field.amount'),
    amountHint: t('counter.booking.field.amountHint'),
    name: t('counter.booking.field.name'),
    phone: t('counter.field.phone'),
    email: t('counter.field.email'),
    emailHint: t('counter.field.emailHint'),
    mode: t('counter.field.mode'),
    modes: counterModes.map((m) => ({ value: m, label: t(`counter.mode.${m}`) })),
    reference: t('counter.field.reference'),
    referenceHint: t('counter.field.referenceHint'),
    citizenship: t('counter.booking.field.citizenship'),
    citizenships: (['resident', 'nri'] as const).map((c) => ({ value: c, label: t(`counter.citizenship.${c}`) })),
    passport: t('citizenship.passport'),
    passportHint: t('citizenship.passportHint'),
    lang: t('counter.field.lang'),
    langs: (['te', 'en'] as const).map((l) => ({ value: l, label: t(`counter.lang.${l}`) })),
    submit: t('counter.booking.submit'),
  };
}
export type CounterBookingStrings = ReturnType<typeof counterBookingStrings>;
