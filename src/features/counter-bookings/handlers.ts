// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { postCounterBooking } from './api.ts';
export { handleCounterBookingPage } from './form.ts';
export { printableReceipt } from './printable.ts';
