// What other features and the composition use of data rights (docs/decisions/166): the consent a sign-up or a
// donation records, the anonymiser and the API document. The devotee's requests (requests.ts) use auth and
// donations, which record consent: exported from here, they would close a cycle with them.
export { dataRightsOperations } from './api-doc.ts';
export { startAnonymiser } from './anonymise.ts';
export { recordConsent } from './consent.ts';
