import { json } from './errors.ts';

/**
 * A public read of the API. Content changes when an administrator posts, so browsers revalidate
 * every time; the answer is small. A failure is answered by the middleware, as every API error is.
 */
export function publicRead(load: () => Promise<unknown>) {
  return async () => json(await load(), 200, { 'cache-control': 'no-cache' });
}
