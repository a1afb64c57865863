export interface IdempotencyTables {
  /** One row per post made with an idempotency key, for a day (src/server/idempotency). */
  idempotency_keys: {
    /** sha256 of the route's scope, the caller's account (or none), the client's key and the request's fields. */
    key: string;
    /** The reference of the record the first post created, as JSON; a repeat reads the record by it. */
    result: string;
    created_at: string;
    expires_at: string;
  };
}
