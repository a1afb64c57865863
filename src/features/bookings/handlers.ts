// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { getPujas, postBooking, postWaitlist } from './api.ts';
export {
  exportBookings,
  getBookings,
  postCancel,
  postCancelUnpaid,
  postConfirm,
  postDispatch,
  postNotReceived,
  postOrder,
  postPerformed,
  postRefund,
  postVerify,
} from './admin-api.ts';
export { handleBookingForm, handleBookingPage } from './forms.ts';
export { handleFindForm, postFind } from './find-forms.ts';
export { asGet, handleWaitlistForm, isWaitlistPost, withOfferedDay } from './waitlist-forms.ts';
export { bookingReceipt } from './receipt-download.ts';
export { handleAdminBookings } from './admin/actions.ts';
export { adminBookings } from './admin/list.ts';
