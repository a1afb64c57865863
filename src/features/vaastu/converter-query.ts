import { converterFields, editField, initialConverter } from './converter.ts';
import type { ConverterState, Field } from './converter.ts';

// The converter as a GET form, for visitors without JavaScript and for shared links. A form
// cannot tell in which order fields were typed, so each answer carries the state it showed
// (was_*, order, derived) and the next request replays what changed, through the same
// editField the island uses while the visitor types.

const isField = (value: string): value is Field => (converterFields as readonly string[]).includes(value);

// Longer than any length a visitor types; keeps a pasted essay out of the re-rendered page.
const MAX_CHARS = 40;
const text = (value: string | null) => (value ?? '').slice(0, MAX_CHARS);

/** The previous answer, as carried in the form's hidden fields (empty on a fresh visit). */
function carriedState(params: URLSearchParams): ConverterState {
  const state = initialConverter();
  for (const field of converterFields) state.values[field] = text(params.get(`was_${field}`));
  const order = (params.get('order') ?? '').split(',').filter(isField);
  state.order = [...new Set(order)].filter((f) => state.values[f].trim() !== '');
  const derived = params.get('derived') ?? '';
  state.derived = isField(derived) && !state.order.includes(derived) && state.values[derived] !== '' ? derived : null;
  return state;
}

/**
 * The height is replayed first: when all three fields changed at once (a shared link, or all
 * three typed before one submission), nothing says which two came last, and the tool's own
 * relation, height from feet and width, decides instead of the typed feet being overwritten.
 */
const replayOrder: readonly Field[] = ['podavu', ...converterFields.filter((f) => f !== 'podavu')];

/** The converter state a request asks for: each field that differs from what was shown counts as typed. */
export function converterFromQuery(params: URLSearchParams): ConverterState {
  const before = carriedState(params);
  let state = before;
  for (const field of replayOrder) {
    const submitted = text(params.get(field));
    if (submitted !== before.values[field]) state = editField(state, field, submitted);
  }
  return state;
}

/** The hidden fields that let the next request replay from this state. */
export function carriedFields(state: ConverterState): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of converterFields) fields[`was_${field}`] = state.values[field];
  fields.order = state.order.join(',');
  fields.derived = state.derived ?? '';
  return fields;
}

/** The visible values plus the carried state: what another form on the page passes along. */
export function converterQuery(state: ConverterState): Record<string, string> {
  return { ...state.values, ...carriedFields(state) };
}
