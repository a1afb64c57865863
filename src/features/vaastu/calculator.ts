import { asciiDigits } from '#src/i18n/digits.ts';
import type { OutputKey, VaastuOutput, VaastuTable } from './ayadi-tables.ts';

/**
 * The most digits an ayadi padam may have. The tool computes any whole number, and the
 * remainders are worked out on BigInt, so this only keeps a pasted essay out of the re-rendered
 * page: no padam a person measures comes near it.
 */
export const MAX_PADAM_DIGITS = 100;

export type PadamInvalidReason = 'notWhole' | 'tooSmall' | 'tooLarge' | 'notNumber';

export type PadamInput =
  { kind: 'empty' } | { kind: 'ok'; n: bigint } | { kind: 'invalid'; reason: PadamInvalidReason };

export type VaastuResult = {
  key: OutputKey;
  number: number;
  /** '' before anything is calculated; null for an output that has no name (ayussu). */
  teName: string | null;
  enName: string | null;
};

// A leading '+' is how some people write a positive number: '+5' is the padam 5.
const WHOLE = /^\+?(\d+)$/;
// Shapes a visitor may type that are numbers but not a valid padam; each gets its own message.
const SIGNED_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads the 'ఆయాది పదం' field: a whole number of 1 or more (anything else
 * is an input error), of any size up to MAX_PADAM_DIGITS digits, in ASCII or Telugu digits.
 */
export function parsePadam(input: string): PadamInput {
  const text = asciiDigits(input.trim());
  if (text === '') return { kind: 'empty' };
  const whole = WHOLE.exec(text);
  if (whole) {
    const digits = whole[1]!.replace(/^0+(?=\d)/, '');
    if (digits.length > MAX_PADAM_DIGITS) return { kind: 'invalid', reason: 'tooLarge' };
    const n = BigInt(digits);
    return n < 1n ? { kind: 'invalid', reason: 'tooSmall' } : { kind: 'ok', n };
  }
  if (!SIGNED_DECIMAL.test(text)) return { kind: 'invalid', reason: 'notNumber' };
  if (Number(text) < 1) return { kind: 'invalid', reason: 'tooSmall' };
  return { kind: 'invalid', reason: 'notWhole' };
}

/** The one rule of ayadi: a remainder, where 0 counts as the modulus when naming. */
function resultOf(n: bigint, output: VaastuOutput): VaastuResult {
  const remainder = Number((n * BigInt(output.multiplier)) % BigInt(output.modulus));
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
export function calculate(n: number | bigint, table: VaastuTable): VaastuResult[] {
  // A bad n here is a programming error: the page must only pass what parsePadam accepted.
  if (typeof n === 'number' && !Number.isSafeInteger(n)) throw new RangeError(`padam must be a whole number, got ${n}`);
  const padam = BigInt(n);
  if (padam < 1n) throw new RangeError(`padam must be 1 or more, got ${n}`);
  return table.outputs.map((output) => resultOf(padam, output));
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
