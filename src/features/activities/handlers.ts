// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { activityWrites } from './api.ts';
export { seedDemoActivities } from './demo.ts';
