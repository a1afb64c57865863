import { IDEMPOTENCY_FIELD } from './idempotency-field.ts';

/**
 * Goes inside every form that creates something: the token the server made with the page, sent
 * back with the form, so that the same form sent twice (a retry after a lost answer, a double
 * tap) creates one record.
 */
export function IdempotencyField({ value }: { value: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} />;
}
