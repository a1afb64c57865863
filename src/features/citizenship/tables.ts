import type { Citizenship } from './schema.ts';

/** The declaration's columns, on donations and on bookings (migration 0232). */
export interface DeclarationColumns {
  /** Null for a record made before the declaration was asked, or a booking at the puja's fixed price. */
  citizenship: Citizenship | null;
  /** An Indian citizen abroad's passport number, sealed (src/server/sealed); its last four in clear. */
  passport_sealed: string | null;
  passport_hint: string | null;
  /** The FCRA registration a foreign contribution was accepted under. */
  fcra_registration: string | null;
}
