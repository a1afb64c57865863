import { asciiDigits } from '#src/i18n/digits.ts';
import type { OutputKey, VaastuOutput, VaastuTable } from './ayadi-tables.ts';

/** The largest ayadi padam accepted; beyond it the input is an error, not a result. */
export const MAX_PADAM = 999_999;

export type PadamInvalidReason = 'notWhole' | 'tooSmall' | 'tooLarge' | 'notNumber';

export type PadamInput = { kind: 'empty' } | { kind: 'ok'; n: number } | { kind: 'invalid'; reason: PadamInvalidReason };

export type VaastuResult = {
  key: OutputKey;
  number: number;
  /** '' before anything is calculated; null for an output that has no name (ayussu). */
  teName: string | null;
  enName: string | null;
};

const WHOLE = /^\d+$/;
// Shapes a visitor may type that are numbers but not a valid padam; each gets its own message.
const SIGNED_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Reads the 'ఆయాది పదం' field: a whole number from 1 to MAX_PADAM, ASCII or Telugu digits. */
export function parsePadam(input: string): PadamInput {
  const text = asciiDigits(input.trim());
  if (text === '') return { kind: 'empty' };
  if (WHOLE.test(text)) {
    const n = Number(text);
    if (n < 1) return { kind: 'invalid', reason: 'tooSmall' };
    if (n > MAX_PADAM) return { kind: 'invalid', reason: 'tooLarge' };
    return { kind: 'ok', n };
  }
  if (!SIGNED_DECIMAL.test(text)) return { kind: 'invalid', reason: 'notNumber' };
  if (Number(text) < 1) return { kind: 'invalid', reason: 'tooSmall' };
  return { kind: 'invalid', reason: 'notWhole' };
}

/** The one rule of VAASTU.md: a remainder, where 0 counts as the modulus when naming. */
function resultOf(n: number, output: VaastuOutput): VaastuResult {
  const remainder = (n * output.multiplier) % output.modulus;
  const id = remainder || output.modulus;
  return {
    key: output.key,
    number: output.shown === 'remainder' ? remainder : id,
    // Lists as long as the modulus are checked by the tests, so ?? only satisfies the types.
    teName: output.names?.te[id - 1] ?? null,
    enName: output.names?.en[id - 1] ?? null,
  };
}

/** All outputs of a table for padam n, in the table's order. n comes from parsePadam. */
export function calculate(n: number, table: VaastuTable): VaastuResult[] {
  // A bad n here is a programming error: the page must only pass what parsePadam accepted.
  if (!Number.isInteger(n) || n < 1 || n > MAX_PADAM) {
    throw new RangeError(`padam must be a whole number from 1 to ${MAX_PADAM}, got ${n}`);
  }
  return table.outputs.map((output) => resultOf(n, output));
}

/** What the outputs show while the padam field is empty: 0 and no names. */
export function emptyResults(table: VaastuTable): VaastuResult[] {
  return table.outputs.map((output) => ({
    key: output.key,
    number: 0,
    teName: output.names ? '' : null,
    enName: output.names ? '' : null,
  }));
}
