// What other features' components and schemas read of the panchangam: names and pure helpers,
// nothing that reckons, so a browser bundle that takes them stays small.
export { masamNames, nakshatramNames } from './names.ts';
export { masamBefore, tithiWithPaksham } from './tithi-names.ts';
export type { SevaRule } from './recurring.ts';
