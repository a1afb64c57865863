export interface IdempotencyTables {
  /** One row per post made with an idempotency key, for a day (src/server/idempotency). */
  idempotency_keys: {
    /** sha256 of the route's scope, the client's key and the request's fields. */
    key: string;
    /** What the first post created, as JSON, from which the route makes its answer again. */
    result: string;
    created_at: string;
    expires_at: string;
  };
}
