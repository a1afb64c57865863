import { afterEach, expect } from 'vitest';
import { takePolicyViolations } from './browser.ts';

// Every browser test fails when a page it opened had something refused by its Content Security
// Policy: an island, a page script or the payment step that the policy forgot would be broken.
afterEach(() => {
  expect(takePolicyViolations(), 'refused by the Content Security Policy').toEqual([]);
});
