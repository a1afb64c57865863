import { bookingPayments } from '#src/features/bookings/service.ts';
import type { GatewayOrders } from './gateway.ts';

/**
 * The Razorpay orders made by other features, which the one webhook Razorpay calls confirms too:
 * a puja booking's (docs/decisions/132).
 */
export const otherGatewayOrders: GatewayOrders[] = [bookingPayments];
