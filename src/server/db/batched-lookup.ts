/**
 * Looks keys up in batches: a call while no lookup runs starts one at once; calls that arrive
 * while one runs wait for the next, which starts after they arrived (so it sees every change
 * made before them, a sign-out on another instance say) and asks for all of them together, at
 * most `max` keys a time. Under load on PostgreSQL, where each query costs the database's CPU
 * and a round trip, many visitors share one query; an idle site waits for nothing.
 */
export function batchedLookup<V>(
  readMany: (keys: string[]) => Promise<Map<string, V>>,
  max = 100,
): (key: string) => Promise<V | undefined> {
  type Waiting = { key: string; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let running = false;
  const run = () => {
    const batch = waiting.slice(0, max);
    waiting = waiting.slice(max);
    running = true;
    readMany([...new Set(batch.map((w) => w.key))])
      .then(
        (found) => batch.forEach((w) => w.resolve(found.get(w.key))),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        running = false;
        if (waiting.length > 0) run();
      });
  };
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!running) run();
    });
}
