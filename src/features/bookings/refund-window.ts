/** The cancellation and refund policy's window: a refund may be asked for within 7 days of paying. */
export const refundWindowDays = 7;
