// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { pujaCardWrites } from './api.ts';
