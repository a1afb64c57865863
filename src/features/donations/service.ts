export { parseRupees } from './schema.ts';
export { blankToUndefined, checkDetails, counterLimits, counterModes, optionalText } from './counter/schema.ts';
export { isIdentityType } from './identity.ts';
export { donationOperations } from './api-doc.ts';

import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { log } from '#src/server/log.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { causeForDonation } from '#src/features/page-texts/service.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { reportUtr, verifyPayment, linesAsText } from '#src/features/payments/service.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { createT } from '#src/i18n/index.ts';
import { receiptLang, receiptLines, receiptPdf } from './receipt.ts';
import { fullName } from './donor-name.ts';
import { confirmDonation, donationsOfDonor, findDonation, insertDonation, saveUtr, type DonationRow } from './repo.ts';
import type { DonationInput } from './schema.ts';
import { declarationColumns, refuseForeignWithoutFcra } from '#src/features/citizenship/service.ts';
import { recordConsent } from '#src/features/data-rights/service.ts';

/**
 * Stores a valid donation as pending, unless this address started too many lately: the
 * donation form and create-order (with the form's fields) count under one key.
 */
export async function startDonation(
  db: Kysely<Database>,
  input: DonationInput,
  /** userId: the donor's account when they give while signed in. */
  context: { lang: string; ip: string; userId?: number | null; settings: Settings },
): Promise<{ ok: true; donation: DonationRow } | { ok: false; status: 429 }> {
  // Before the rate limit counts it: a refused foreign gift is no attempt to donate.
  refuseForeignWithoutFcra(input, context.settings.fcra);
  if (await overLimit(db, `donation:ip:${context.ip}`, limits.donations)) return { ok: false, status: 429 };
  // A cause staff added keeps its name as it is today; an unknown one is 'where most needed'.
  const cause = await causeForDonation(db, input.cause);
  const store = async (trx: Kysely<Database>) => {
    const options = {
      lang: context.lang,
      method: 'upi' as const,
      userId: context.userId,
      causeName: cause.name,
      terms: cause.terms,
      declaration: declarationColumns(input, context.settings.fcra),
    };
    const donation = await insertDonation(trx, { ...input, cause: cause.slug }, options);
    await recordConsent(trx, {
      purpose: 'donation',
      recordRef: donation.reference,
      userId: context.userId,
      email: input.email,
      noticeVersion: input.noticeVersion,
    });
    return donation;
  };
  return { ok: true, donation: await (db.isTransaction ? store(db) : transaction(db, store)) };
}

/** Stores the donor's UPI transaction reference, and reports it to the ledger; 'closed' once the money is confirmed. */
export async function submitUtr(
  db: Kysely<Database>,
  reference: string,
  utr: string,
  context: { ip: string },
): Promise<'saved' | 'closed' | 'limited'> {
  if (await overLimit(db, `utr:ip:${context.ip}`, limits.utr)) return 'limited';
  return transaction(db, async (trx) => {
    const saved = await saveUtr(trx, reference, utr);
    if (!saved) return 'closed';
    await reportUtr(trx, { type: 'donation', reference }, utr, saved.amount_paise);
    return 'saved';
  });
}

/**
 * The e-mail that carries the receipt, in the donor's language; written to the outbox, so a mail
 * outage only delays it.
 */
export async function queueReceipt(
  db: Kysely<Database>,
  donation: DonationRow,
  settings: Settings,
  retryBaseMs: number,
): Promise<void> {
  const lang = receiptLang(donation);
  const t = createT(lang);
  const pdf = await receiptPdf(donation, settings);
  const text = t('donation.receipt.mailBody', {
    name: fullName(donation, lang),
    amount: formatRupees(donation.amount_paise, lang),
    lines: linesAsText(receiptLines(donation, settings, lang)),
    payee: settings.payment.payeeName,
    email: settings.contacts.emails[0] ?? '',
  });
  const fileNumber = (donation.receipt_number ?? donation.reference).replace(/[^\w-]/g, '-');
  await queueAndTry(
    db,
    {
      to: donation.email,
      subject: t('donation.receipt.title', { receipt: donation.receipt_number ?? '' }),
      text,
      attachments: [
        { filename: `receipt-${fileNumber}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' },
      ],
    },
    retryBaseMs,
  );
}

/**
 * Confirms the money (an administrator's 'mark received' or the gateway's word), then sends the
 * receipt. Calling it again for a confirmed donation does nothing: one receipt per donation.
 */
export async function confirmAndReceipt(
  db: Kysely<Database>,
  reference: string,
  outcome: { status: 'paid' | 'received'; paymentId?: string },
  settings: Settings,
  retryBaseMs: number,
  /** The administrator who marked it received; the gateway's confirmations have none. */
  actor?: AuditActor,
  /** Why the office verifies a UTR that already verified another record (docs/decisions/125). */
  overrideReason?: string,
): Promise<{ confirmed: boolean; donation?: DonationRow }> {
  // The office's confirmation verifies the donation's UTR in the ledger, in the same transaction:
  // one UTR verifies one thing, and a refusal (409, naming the other record) undoes the confirmation.
  const audit = actor
    ? async (trx: Kysely<Database>, done: DonationRow, previousStatus: string) => {
        await verifyPayment(trx, { type: 'donation', reference: done.reference }, done.amount_paise, {
          actor,
          overrideReason,
        });
        await recordAudit(trx, {
          actor,
          recordType: 'donation',
          recordId: done.reference,
          recordLabel: done.reference,
          action: 'mark_received',
          changes: {
            status: { from: previousStatus, to: done.status },
            receiptNumber: { from: null, to: done.receipt_number },
            paidAt: { from: null, to: done.paid_at },
          },
        });
      }
    : undefined;
  const result = await confirmDonation(db, reference, outcome, audit);
  if (result.confirmed) await receiptAfterConfirm(db, result.donation, settings, retryBaseMs);
  return result;
}

/** The receipt of a donation just confirmed (after its transaction committed). */
export async function receiptAfterConfirm(
  db: Kysely<Database>,
  donation: DonationRow,
  settings: Settings,
  retryBaseMs: number,
): Promise<void> {
  try {
    await queueReceipt(db, donation, settings, retryBaseMs);
  } catch (error) {
    // The donation stays confirmed with its number; the receipt can be sent again by hand.
    log.error(`Receipt for ${donation.reference} could not be queued: ${(error as Error).message}`);
  }
}

export type { DonationRow } from './repo.ts';

export { causeLabel } from './cause-label.ts';
export { maskedIdentity } from './identity.ts';
export { formatRupees } from '#src/features/payments/index.ts';

/** A donor's own donations (see donationsOfDonor): by account, and by a confirmed address. */
export const donationsOf = (db: Kysely<Database>, donor: { userId: number; email?: string }) =>
  donationsOfDonor(db, donor);

/** The donation by its reference when it belongs to the donor as donationsOf counts it; else undefined. */
export async function donationOf(
  db: Kysely<Database>,
  reference: string,
  donor: { userId: number; email?: string; any?: boolean },
): Promise<DonationRow | undefined> {
  const donation = await findDonation(db, reference);
  if (!donation) return undefined;
  // `any`: an administrator, who may see every donation.
  if (donor.any || donation.user_id === donor.userId) return donation;
  return donation.user_id === null && donor.email !== undefined && donation.email === donor.email
    ? donation
    : undefined;
}

/** The receipt PDF of a confirmed donation; undefined while its money is not confirmed. */
export async function receiptFile(
  donation: DonationRow,
  settings: Settings,
): Promise<{ filename: string; pdf: Uint8Array } | undefined> {
  if (!donation.receipt_number) return undefined;
  return {
    filename: `receipt-${donation.receipt_number.replace(/[^\w-]/g, '-')}.pdf`,
    pdf: await receiptPdf(donation, settings),
  };
}

/**
 * A donation startDonation made, as it is now: what a repeat of its post (same idempotency key)
 * is answered with, so it sees the donation's order and status of today (docs/decisions/121).
 */
export async function startedDonation(db: Kysely<Database>, reference: string) {
  const donation = await findDonation(db, reference);
  return donation && { ok: true as const, donation };
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
export { awaitsReceipt, filterFromQuery, filterQuery } from './admin/filters.ts';
export { counterCauses, utrTaken } from './counter/service.ts';
export { donationPayable } from './gateway.ts';
export { findDonation, listDonations } from './repo.ts';
export { certificatesOfDonor, certificatesOfYear, type CertificateRow } from './tax-forms/repo.ts';
export { startSealingClearPans } from './seal-old.ts';
export { refuseCashOverLimit } from './counter/cash-day.ts';
export { receiptDocument } from './receipt.ts';
export { ownCertificateJson } from './tax-forms/account-json.ts';
