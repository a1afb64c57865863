// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { eventWrites } from './api.ts';
export { seedDemoEvents } from './demo.ts';
