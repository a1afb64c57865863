import type { T } from '#src/i18n/index.ts';
import { citizenships } from '../schema.ts';

/** The fieldset's texts, translated on the server (islands get no dictionaries). */
export function citizenshipStrings(t: T) {
  return {
    legend: t('citizenship.legend'),
    hint: t('citizenship.hint'),
    choices: citizenships.map((value) => ({ value, label: t(`citizenship.${value}`) })),
    passport: t('citizenship.passport'),
    passportHint: t('citizenship.passportHint'),
  };
}
export type CitizenshipStrings = ReturnType<typeof citizenshipStrings>;
