import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { afterCommit, transaction } from '#src/server/db/transaction.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import type { Lang } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { declarationColumns } from '#src/features/citizenship/service.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { causeForDonation, causeRecord, enabledCauses, type CauseChoice } from '#src/features/page-texts/service.ts';
import { rupeesToPaise } from '#src/features/payments/index.ts';
import { nextReceiptNumber } from '#src/features/payments/service.ts';
import { reportUtr, verifyPayment } from '#src/features/payments/service.ts';
import { causeTaxTerms } from '../cause-tax.ts';
import { maskedIdentity, sealIdentity } from '../identity.ts';
import { newReference, type DonationRow } from '../repo.ts';
import { receiptAfterConfirm } from '../service.ts';
import type { DonationType } from '../tables.ts';
import { insertCounterDonation } from './repo.ts';
import { refuseCashOverLimit } from './cash-day.ts';
import type { CounterInput, CounterMode } from './schema.ts';

/** The causes the counter offers: 'where most needed', then those /donate lists. */
export async function counterCauses(db: Kysely<Database>): Promise<CauseChoice[]> {
  return [{ slug: 'general' }, ...(await enabledCauses(db)).filter((c) => c.slug !== 'general')];
}

export interface CounterCause {
  choice: CauseChoice;
  eligible80G: boolean;
  donationType: DonationType;
}

/** The cause of a counter gift with its tax terms; a cause the counter does not offer is refused (400, field cause). */
export async function counterCause(db: Kysely<Database>, slug: string): Promise<CounterCause> {
  if (!(await counterCauses(db)).some((c) => c.slug === slug))
    throw new RequestError(400, 'counter.error.cause', { cause: 'counter.error.cause' });
  // The causes' own 80G terms come with the identity and 80G work; until then the record says none.
  const terms = causeTaxTerms((await causeRecord(db, slug)) as Parameters<typeof causeTaxTerms>[0]);
  return { choice: await causeForDonation(db, slug), ...terms };
}

/** Cash above the settings' limit earns the donor no 80G deduction: the office says so before saving. */
export const cashLosesDeduction = (mode: CounterMode | undefined, rupees: number, settings: Settings) =>
  mode === 'cash' && rupees > settings.tax.cashDeductionMaxRupees;

/** Whether the receipt may carry the 80G text: the cause qualifies and the gift is not cash above the limit. */
export const counterEligible80G = (
  cause: Pick<CounterCause, 'eligible80G'>,
  input: Pick<CounterInput, 'mode' | 'amount'>,
  settings: Settings,
) => cause.eligible80G && !cashLosesDeduction(input.mode, input.amount, settings);

/** The ledger's refusal of a UTR that pays for another record, said as the counter can act on it. */
export function utrTaken(error: unknown): never {
  if (!(error instanceof RequestError) || error.status !== 409) throw error;
  const vars = error.vars ?? {};
  throw new RequestError(409, 'counter.error.utrTaken', { reference: { key: 'counter.error.utrTaken', vars } }, vars);
}

export interface CounterContext {
  actor: AuditActor;
  /** The language of the refusals' values (the law's name); the receipt's is the input's. */
  lang: Lang;
  settings: Settings;
  retryBaseMs: number;
}

/**
 * Records a gift paid at the counter, in one transaction: the next receipt number of the series
 * online donations use, the donation (received at once), its payment in the ledger and the audit
 * entry. The receipt number comes first: its counter row is locked until the commit, so two
 * counters recording cash at once check the day's total one after the other, on both engines.
 * The receipt goes by e-mail after the commit when the donor gave an address.
 */
export async function recordCounterDonation(
  db: Kysely<Database>,
  input: CounterInput,
  cause: CounterCause,
  context: CounterContext,
): Promise<DonationRow> {
  const work = async (trx: Kysely<Database>) => {
    const at = new Date();
    const receipt = await nextReceiptNumber(trx, at);
    const payer = {
      firstName: input.firstName,
      lastName: input.lastName,
      pan: input.pan,
      phone: input.phone,
      email: input.email,
    };
    if (input.mode === 'cash') await refuseCashOverLimit(trx, payer, input.amount, at, context);
    const now = nowIso();
    const donation = await insertCounterDonation(trx, {
      reference: newReference(),
      amount_paise: rupeesToPaise(input.amount),
      cause: cause.choice.slug,
      cause_name: cause.choice.name?.en ?? null,
      cause_name_te: cause.choice.name?.te || null,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email ?? '',
      // The old clear column stays empty: the counter keeps a PAN only sealed.
      pan: null,
      address: input.address ?? null,
      family: '[]',
      message: '',
      lang: input.lang ?? context.lang,
      method: 'counter',
      status: 'received',
      utr: null,
      gateway_order_id: null,
      gateway_payment_id: null,
      receipt_number: receipt,
      paid_at: at.toISOString(),
      created_at: now,
      updated_at: now,
      user_id: null,
      pay_mode: input.mode,
      pay_details: input.reference ?? null,
      ...(input.pan ? sealIdentity('pan', input.pan) : {}),
      donation_type: cause.donationType,
      eligible_80g: counterEligible80G(cause, input, context.settings) ? 1 : 0,
      donor_phone: input.phone ?? null,
      recorded_by: context.actor.id,
      // The declaration is kept with the receipt; the counter takes no passport (a foreign citizen is refused).
      ...declarationColumns({ citizenship: input.citizenship }, context.settings.fcra),
    });
    const payable = { type: 'donation' as const, reference: donation.reference };
    // A UPI payment is held by its UTR, which then pays for nothing else; other money is the office's.
    if (input.mode === 'upi') await reportUtr(trx, payable, input.reference!, donation.amount_paise);
    await verifyPayment(trx, payable, donation.amount_paise, { actor: context.actor }).catch(utrTaken);
    await recordAudit(trx, {
      actor: context.actor,
      recordType: 'donation',
      recordId: donation.reference,
      recordLabel: donation.reference,
      action: 'create',
      changes: {
        amount: { from: null, to: input.amount },
        payMode: { from: null, to: input.mode },
        payDetails: { from: null, to: donation.pay_details },
        receiptNumber: { from: null, to: receipt },
        eligible80G: { from: null, to: donation.eligible_80g === 1 },
        identity: { from: null, to: maskedIdentity(donation) || null },
      },
    });
    if (donation.email)
      afterCommit(trx, (root) => receiptAfterConfirm(root, donation, context.settings, context.retryBaseMs));
    return donation;
  };
  return db.isTransaction ? work(db) : transaction(db, work);
}
