import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { newReference } from '#src/features/donations/repo.ts';
import { sealIdentity } from '#src/features/donations/identity.ts';
import type { DonationType, IdentityType, PayMode } from '#src/features/donations/tables.ts';
import { testDonorDataKey } from './server.ts';

// Sealed with the test server's key (the browser tests' process has none of its own).
process.env.DONOR_DATA_KEY ??= testDonorDataKey;

export interface TestGift {
  receipt: string;
  firstName: string;
  lastName?: string;
  email?: string;
  lang?: 'en' | 'te';
  userId?: number | null;
  address?: string | null;
  identity?: [IdentityType, string];
  payMode?: PayMode;
  donationType?: DonationType;
  eligible?: boolean;
  rupees: number;
}

/**
 * A confirmed donation as the ledger holds it once a receipt was issued, online or at the counter
 * (the counter's own screen is another feature's): written straight into the database.
 */
export async function insertGift(db: Kysely<Database>, gift: TestGift): Promise<string> {
  const reference = newReference();
  const at = '2025-09-10T06:00:00.000Z';
  await db
    .insertInto('donations')
    .values({
      reference,
      amount_paise: Math.round(gift.rupees * 100),
      cause: 'annadanam',
      cause_name: null,
      cause_name_te: null,
      first_name: gift.firstName,
      last_name: gift.lastName ?? '',
      email: gift.email ?? '',
      pan: null,
      address: gift.address ?? null,
      family: '[]',
      message: '',
      lang: gift.lang ?? 'en',
      method: 'upi',
      status: 'received',
      utr: null,
      gateway_order_id: null,
      gateway_payment_id: null,
      receipt_number: gift.receipt,
      paid_at: at,
      created_at: at,
      updated_at: at,
      user_id: gift.userId ?? null,
      pay_mode: gift.payMode ?? 'online',
      pay_details: null,
      ...(gift.identity
        ? sealIdentity(...gift.identity)
        : { identity_type: null, identity_sealed: null, identity_hint: null }),
      donation_type: gift.donationType ?? 'others',
      eligible_80g: gift.eligible === false ? 0 : 1,
    })
    .execute();
  return reference;
}
