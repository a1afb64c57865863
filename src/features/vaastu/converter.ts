import { asciiDigits } from '#src/i18n/digits.ts';

// The feet / width / height converter of /vastu. Height is the mean of feet and width;
// whichever two fields the visitor filled last determine the third.

export type Field = 'padam' | 'vedalpu' | 'podavu';

export const converterFields: readonly Field[] = ['padam', 'vedalpu', 'podavu'];

export const fieldLabels: Record<Field, { te: string; en: string }> = {
  padam: { te: 'పాదం', en: 'Feet' },
  vedalpu: { te: 'వెడల్పు', en: 'Width' },
  podavu: { te: 'ఎత్తు', en: 'Height' },
};

/** notNumber and negative concern what the visitor typed; noSolution, the derived field. */
export type ConverterErrorReason = 'notNumber' | 'negative' | 'noSolution';

export type ConverterState = {
  values: Record<Field, string>;
  /** Fields holding what the visitor typed, most recent last. A derived field is never here. */
  order: Field[];
  derived: Field | null;
  error: { field: Field; reason: ConverterErrorReason } | null;
};

type Reading = { ok: true; value: number } | { ok: false; reason: 'notNumber' | 'negative' };

// Derived values are shown to two decimals at most: enough for feet, and no 12.500000001.
const DECIMALS = 2;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

export function initialConverter(): ConverterState {
  return { values: { padam: '', vedalpu: '', podavu: '' }, order: [], derived: null, error: null };
}

function read(raw: string): Reading {
  const text = asciiDigits(raw.trim());
  if (!NUMBER.test(text)) return { ok: false, reason: 'notNumber' };
  const value = Number(text);
  // '-0' passes: it carries a minus sign but is no negative length.
  if (value < 0) return { ok: false, reason: 'negative' };
  return { ok: true, value };
}

/** The relation height = 0.5 * feet + 0.5 * width, solved for the missing field. */
function solve(target: Field, known: Partial<Record<Field, number>>): number {
  const { padam = 0, vedalpu = 0, podavu = 0 } = known;
  if (target === 'podavu') return 0.5 * padam + 0.5 * vedalpu;
  if (target === 'vedalpu') return 2 * (podavu - 0.5 * padam);
  return 2 * (podavu - 0.5 * vedalpu);
}

function rounded(value: number): number {
  const scale = 10 ** DECIMALS;
  return Math.round(value * scale) / scale;
}

/** The visitor typed raw into field; returns the whole next state. */
export function editField(state: ConverterState, field: Field, raw: string): ConverterState {
  const values = { ...state.values, [field]: raw };
  const isEmpty = raw.trim() === '';
  const order = state.order.filter((f) => f !== field);
  if (!isEmpty) order.push(field);

  // Whatever was derived came from the old values, so it goes; it is derived again below if it can be.
  if (state.derived !== null && state.derived !== field) values[state.derived] = '';

  const readings = readTyped(order, values);
  if (!readings.ok) return { values, order, derived: null, error: readings.error };

  // An emptied field derives nothing, so that clearing a field never refills it at once.
  if (isEmpty || order.length < 2) return { values, order, derived: null, error: null };

  const sources = order.slice(-2);
  const target = converterFields.find((f) => !sources.includes(f));
  if (target === undefined) return { values, order, derived: null, error: null };
  // solve reads only the two fields other than target, which are exactly the sources.
  const value = rounded(solve(target, readings.numbers));
  // Overwriting a typed field makes it derived: only the two sources stay the visitor's.
  const sourceOrder = order.filter((f) => f !== target);
  if (value < 0) {
    values[target] = '';
    return { values, order: sourceOrder, derived: null, error: { field: target, reason: 'noSolution' } };
  }
  values[target] = String(value);
  return { values, order: sourceOrder, derived: target, error: null };
}

type TypedReadings =
  { ok: true; numbers: Partial<Record<Field, number>> } | { ok: false; error: NonNullable<ConverterState['error']> };

/** Reads every typed field; on a bad one, the field just edited speaks first, then the most recent. */
function readTyped(order: Field[], values: Record<Field, string>): TypedReadings {
  const numbers: Partial<Record<Field, number>> = {};
  for (const field of [...order].reverse()) {
    const reading = read(values[field]);
    if (!reading.ok) return { ok: false, error: { field, reason: reading.reason } };
    numbers[field] = reading.value;
  }
  return { ok: true, numbers };
}
