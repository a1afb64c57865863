// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { handlePujaScreen } from './admin/puja-actions.ts';
export { deletePuja, postPuja, putPuja } from './api.ts';
