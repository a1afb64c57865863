import { listBookingsOf, type DevoteeBooking } from '#src/features/bookings/service.ts';

/**
 * The account page's bookings come from the bookings feature: those made signed in to the
 * account and, once the account confirmed its address, those made with it while signed out.
 */
export type AccountBooking = DevoteeBooking;

export const bookingsSource: typeof listBookingsOf | undefined = listBookingsOf;
