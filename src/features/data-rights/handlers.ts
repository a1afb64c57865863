// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { getDataRequests, getExport, postCorrection, postErase, postRequestDone, postWithdraw } from './api.ts';
export { handleDataRightsPage } from './forms.ts';
export { handleDataRequests } from './admin/actions.ts';
// The office's list of requests, read by its page.
export { dataRequests } from './requests.ts';
