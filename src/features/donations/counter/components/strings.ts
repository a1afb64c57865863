import { pick, type Lang, type T } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import type { CauseChoice } from '#src/features/page-texts/service.ts';
import { formatWholeRupees } from '#src/features/payments/index.ts';
import { causeLabel } from '../../cause-label.ts';
import { citizenships, counterModes } from '../schema.ts';

/** Everything the counter's island shows, translated on the server (islands get no dictionaries). */
export function counterStrings(t: T, lang: Lang, settings: Settings, causes: readonly CauseChoice[]) {
  const { cashDeductionMaxRupees, deductionLaw } = settings.tax;
  return {
    amount: t('counter.field.amount'),
    amountHint: t('counter.field.amountHint'),
    mode: t('counter.field.mode'),
    modes: counterModes.map((m) => ({ value: m, label: t(`counter.mode.${m}`) })),
    reference: t('counter.field.reference'),
    referenceHint: t('counter.field.referenceHint'),
    referenceFor: {
      upi: t('counter.reference.upi'),
      cheque: t('counter.reference.cheque'),
      card: t('counter.reference.card'),
    },
    firstName: t('counter.field.firstName'),
    lastName: t('counter.field.lastName'),
    phone: t('counter.field.phone'),
    email: t('counter.field.email'),
    emailHint: t('counter.field.emailHint'),
    address: t('counter.field.address'),
    pan: t('counter.field.pan'),
    panHint: t('counter.field.panHint'),
    cause: t('donation.field.cause'),
    causes: causes.map((c) => ({
      value: c.slug,
      label: causeLabel(t, { cause: c.slug, cause_name: c.name?.en ?? null, cause_name_te: c.name?.te ?? null }),
    })),
    citizenship: t('counter.field.citizenship'),
    citizenships: citizenships.map((c) => ({ value: c, label: t(`counter.citizenship.${c}`) })),
    lang: t('counter.field.lang'),
    langs: (['te', 'en'] as const).map((l) => ({ value: l, label: t(`counter.lang.${l}`) })),
    submit: t('counter.submit'),
    warning80G: t('counter.warning80G', {
      limit: formatWholeRupees(cashDeductionMaxRupees),
      law: pick(deductionLaw, lang),
    }),
    confirmAsk: t('counter.confirmAsk'),
    confirm80G: t('counter.confirm80G'),
    /** Above this many rupees in cash the warning shows. */
    deductionMaxRupees: cashDeductionMaxRupees,
  };
}
export type CounterStrings = ReturnType<typeof counterStrings>;
