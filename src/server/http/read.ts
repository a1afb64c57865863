import { answer, json } from './errors.ts';

/**
 * A public read of the API. Content changes when an administrator posts, so browsers revalidate
 * every time; the answer is small.
 */
export function publicRead(load: () => Promise<unknown>) {
  return () => answer(async () => json(await load(), 200, { 'cache-control': 'no-cache' }));
}
