// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { exportStatement, getDonations } from './admin-api.ts';
export { createOrder, verifyPayment } from './payments-api.ts';
export { postCounterDonation } from './counter/api.ts';
export { getCertificate, getCertificates } from './tax-forms/api.ts';
export { handleAdminDonations } from './admin/actions.ts';
export { ACKNOWLEDGED_FIELD, handleCounterPage } from './counter/form.ts';
export { handleDonationForm, handlePaymentPage } from './forms.ts';
export { handleTaxForms } from './tax-forms/admin/forms.ts';
export { chosenYear, taxFormsView } from './tax-forms/admin/view.ts';
