// What pages and other features render of this feature (docs/decisions/166). Only components whose
// stylesheets every importer already has: one with a stylesheet of its own is imported from its module.
export { ContactInfo } from './components/ContactInfo.tsx';
export { ContactPageForm } from './components/ContactPageForm.tsx';
export { contactFormStrings } from './strings.ts';
