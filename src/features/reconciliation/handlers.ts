// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { exportLedger } from './api.ts';
export { handleReconciliation } from './forms.ts';
export { ledgerPage } from './ledger-page.ts';
