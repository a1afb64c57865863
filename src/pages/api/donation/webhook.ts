import type { APIRoute } from 'astro';
import { razorpayWebhook } from '#src/features/payments/handlers.ts';
import { donationPayable } from '#src/features/donations/service.ts';
import { bookingPayable } from '#src/features/bookings/service.ts';

/** Razorpay calls one address for every order the site made: donations' and puja bookings'. */
export const POST: APIRoute = (context) => razorpayWebhook(context, [donationPayable, bookingPayable]);
