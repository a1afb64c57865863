// What runs on the server of a booking's lifecycle (docs/decisions/166, 167): book, hold, pay,
// expire, cancel, refund, waitlist, find and receipt. The handlers and form handlers its routes
// call, and what the counter, the office, the account and the ledger use. The catalogue it books
// from is src/features/pujas.
export { bookPuja, listBookingsOf, type DevoteeBooking } from './book.ts';
export type { SeriesSummary } from './series-view.ts';
export {
  bookingReferencePattern,
  expireHolds,
  findBooking,
  insertBooking,
  moveBooking,
  takePlace,
  type BookingRow,
} from './repo.ts';
export type { BookingStatus } from './tables.ts';
export type { BookingInput } from './schema.ts';
export { bookingPayable } from './gateway.ts';
export { confirmBooking } from './payments.ts';
export { mailConfirmation } from './lifecycle.ts';
export { offeringDeclaration } from './declaration.ts';
export { pujaPrice } from './money.ts';
export { bookingPath, newBookingKey } from './keys.ts';
export { bookingReceiptDocument, bookingReceiptSeries } from './receipt.ts';
export { utrHoldHours } from './late-utr.ts';
export { shippingRuleOf } from './shipping.ts';
export { pujasWithNextDays, byCategory } from './book-list.ts';
// The API document and the jobs the server starts.
export { bookingOperations } from './api-doc.ts';
export { startHoldSweeper } from './expiry.ts';
export { startSevaReminders } from './series-reminders.ts';

// The handlers of the routes: API (JSON), forms of its pages, the receipt's download and the office's screens.
