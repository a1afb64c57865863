// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { getInquiries, postAnswered, postInquiry } from './api.ts';
export { handleContactForm } from './forms.ts';
export { handleAdminInquiries } from './admin/actions.ts';
