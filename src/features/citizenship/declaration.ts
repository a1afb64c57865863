import { fcraReady, type FcraSettings } from '#src/features/settings/index.ts';
import { receiptTexts, type ReceiptLine } from '#src/features/payments/service.ts';
import type { Lang, T } from '#src/i18n/index.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { seal } from '#src/server/sealed/index.ts';
import { declarationOf, type Citizenship } from './schema.ts';
import type { DeclarationColumns } from './tables.ts';

/**
 * A foreign citizen's gift without the centre's FCRA registration and account: refused with the
 * law's reason (400, naming the field), before anything is stored.
 */
export function refuseForeignWithoutFcra(
  declaration: { citizenship: Citizenship },
  fcra: FcraSettings | undefined,
): void {
  if (foreignRefused(declaration, fcra)) throw new RequestError(400, foreignRefusal, { citizenship: foreignRefusal });
}

export const foreignRefusal = 'citizenship.error.foreign';

/** True when the law does not let the centre take this gift: a foreign citizen's, without FCRA. */
export const foreignRefused = (declaration: { citizenship?: unknown }, fcra: FcraSettings | undefined) =>
  declaration.citizenship === 'foreign' && !fcraReady(fcra);

/** True for a foreign citizen's gift, accepted only into the FCRA account. */
export const isForeignContribution = (row: Pick<DeclarationColumns, 'citizenship'>) => row.citizenship === 'foreign';

/** The stored columns of a checked declaration: the passport sealed, a foreign gift's registration kept. */
export function declarationColumns(
  input: { citizenship: Citizenship; passport?: unknown },
  fcra: FcraSettings,
): DeclarationColumns {
  const { citizenship, passport } = declarationOf(input);
  return {
    citizenship,
    passport_sealed: passport ? seal(passport) : null,
    passport_hint: passport ? passport.slice(-4) : null,
    fcra_registration: citizenship === 'foreign' ? fcra.registrationNumber : null,
  };
}

/** As a person sees a passport: 'XXXX4567'. */
export const maskedPassport = (hint: string | null) => (hint ? `XXXX${hint}` : '');

const declarationVars = (row: DeclarationColumns) => ({
  passport: maskedPassport(row.passport_hint),
  registration: row.fcra_registration ?? '',
});

/** The declaration as one sentence ('Indian citizen living abroad, passport XXXX4567'). */
export const declarationText = (t: T, row: DeclarationColumns & { citizenship: Citizenship }) =>
  t(`citizenship.receipt.${row.citizenship}`, declarationVars(row));

/** The receipt's line of the declaration; none for a record made before it was asked. */
export function declarationLines(row: DeclarationColumns, lang: Lang): ReceiptLine[] {
  if (!row.citizenship) return [];
  const { both } = receiptTexts(lang);
  const value = both(`citizenship.receipt.${row.citizenship}`, declarationVars(row));
  return [{ label: both('citizenship.receipt.label'), value }];
}

/** The declaration in the API's answers: the passport masked, never whole. */
export const declarationJson = (row: DeclarationColumns) => ({
  citizenship: row.citizenship,
  passport: row.passport_hint ? maskedPassport(row.passport_hint) : null,
  fcraRegistration: row.fcra_registration,
});
