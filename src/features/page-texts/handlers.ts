// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { getPage, putPage } from './api.ts';
export { postPageForm, NO_ROW, type PageFormState } from './admin/submit.ts';
