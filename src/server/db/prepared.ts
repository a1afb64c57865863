import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A query that runs on every request, built and compiled by Kysely once per database instead of
 * on every call: building and compiling cost more than running it (a session's lookup, the
 * content version). Each argument is compiled as a stand-in, which every call replaces with its
 * own value (Kysely's `compile` and `executeQuery`).
 */
export function preparedQuery<R, A extends string[]>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
  ...standIns: NoInfer<A>
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...standIns).compile();
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => {
      const at = standIns.indexOf(p as string);
      return at < 0 ? p : args[at];
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
