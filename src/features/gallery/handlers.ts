// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { albumWrites } from './api.ts';
export { seedDemoAlbums } from './demo.ts';
