// What pages and other features render of this feature (docs/decisions/166). Only components whose
// stylesheets every importer already has: one with a stylesheet of its own is imported from its module.
export { ReceiptConfirm } from './admin/ReceiptConfirm.tsx';
export { CounterRecorded } from './counter/components/CounterRecorded.tsx';
export { ReceiptFinder } from './counter/components/ReceiptFinder.tsx';
export { counterStrings } from './counter/components/strings.ts';
export { Choices } from './counter/components/Choices.tsx';
export { ContactRow } from './counter/components/ContactRow.tsx';
export { CertificateSection } from './tax-forms/admin/CertificateSection.tsx';
export { Certificates } from './tax-forms/AccountCertificates.tsx';
export { donationFormStrings } from './components/strings.ts';
