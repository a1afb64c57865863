import { buildIfNeeded } from '../../scripts/build-if-needed.ts';

/** Vitest global setup: the integration tests run against the built site. */
export default function setup() {
  if (!buildIfNeeded()) throw new Error('The build failed; integration tests need a built site.');
}
