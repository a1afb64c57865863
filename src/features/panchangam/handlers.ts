// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { getPanchangam } from './api.ts';
export { handleFestivalForms } from './festival-days/admin/actions.ts';
