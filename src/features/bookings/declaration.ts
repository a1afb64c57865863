import { RequestError } from '#src/server/http/errors.ts';
import { fcraSeed, type FcraSettings } from '#src/features/settings/index.ts';
import { declarationColumns, refuseForeignWithoutFcra } from '#src/features/citizenship/service.ts';
import type { DeclarationColumns } from '#src/features/citizenship/service.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingInput } from './schema.ts';

const required = 'citizenship.error.required';

/**
 * The citizenship a booking declares. A puja at a fixed price is paid at that price (pujaPrice
 * refuses any other amount) and postage is a charge for the post, so neither asks; a puja whose
 * amount is the devotee's own offering is a gift, and asks as a donation does.
 */
export function offeringDeclaration(
  puja: Pick<PujaRow, 'price_rupees'>,
  input: BookingInput,
  fcra?: FcraSettings,
): Partial<DeclarationColumns> {
  if (puja.price_rupees > 0) return {};
  const { citizenship } = input;
  if (!citizenship) throw new RequestError(400, required, { citizenship: required });
  refuseForeignWithoutFcra({ citizenship }, fcra);
  return declarationColumns({ citizenship, passport: input.passport }, fcra ?? fcraSeed);
}
