import type { Limit } from './index.ts';

const minutes = (n: number) => n * 60_000;

/**
 * Every rate limit of the site, in one place. Each counts events per key in a fixed window
 * (./index.ts); the key names whose events they are (an address, an account, or both). A
 * refusal is a 429 whose message names the wait; tests import these numbers rather than
 * repeating them.
 */
export const limits = {
  /** Every sign-in, sign-up, forgot and reset attempt from one address, whatever the account. */
  authAttempts: { max: 100, windowMs: minutes(15) },
  /** Failures for one address and one account together: a stranger cannot lock a devotee out. */
  authFailures: { max: 10, windowMs: minutes(15) },
  /** Wrong Admin secret keys from one address, whatever e-mail each sign-up gives. */
  adminKeyFailures: { max: 5, windowMs: minutes(15) },
  /** Password-reset codes mailed to one account, whoever asks and from wherever. */
  resetCodes: { max: 3, windowMs: minutes(60) },
  /** E-mail confirmation links mailed to one account, however often it asks. */
  emailConfirmations: { max: 3, windowMs: minutes(60) },
  /** Contact messages from one address: a person writes twice or thrice, a script is stopped. */
  contact: { max: 5, windowMs: minutes(10) },
  /** New donations from one address, by the form or by create-order with the form's fields. */
  donations: { max: 10, windowMs: minutes(10) },
  /** UPI transaction references (UTRs) posted from one address. */
  utr: { max: 10, windowMs: minutes(10) },
  /** Razorpay orders asked for from one address: each is a call to Razorpay. */
  orders: { max: 20, windowMs: minutes(10) },
  /** Wrong booking keys from one address: a key is never guessed by trying. */
  bookingKeys: { max: 20, windowMs: minutes(15) },
  /** 'Find my booking' asked from one address, whatever addresses it gives. */
  bookingFinds: { max: 10, windowMs: minutes(60) },
  /** 'Find my booking' mails to one e-mail address, whoever asks: an inbox is not flooded. */
  bookingFindMails: { max: 3, windowMs: minutes(60) },
} satisfies Record<string, Limit>;

/** A limit's window in whole minutes, as refusals tell the visitor how long to wait. */
export const windowMinutes = (limit: Limit) => Math.ceil(limit.windowMs / 60_000);
