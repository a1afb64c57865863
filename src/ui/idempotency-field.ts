/**
 * The hidden field that carries a form's idempotency token (src/server/idempotency). In a file of
 * its own, so that islands can name it without the server's code.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
