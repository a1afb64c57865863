import type { Kysely } from 'kysely';

/**
 * The citizenship a donor declared (the Foreign Contribution (Regulation) Act): 'resident', 'nri'
 * or 'foreign', on donations and on bookings whose amount is the devotee's own offering. An Indian
 * citizen abroad's passport is sealed (encrypted); only its last four characters are kept in
 * clear. fcra_registration: the FCRA registration a foreign contribution was accepted under.
 * Older rows declared nothing and keep null.
 */
const columns = ['citizenship', 'passport_sealed', 'passport_hint', 'fcra_registration'];

export async function up(db: Kysely<any>) {
  for (const table of ['donations', 'bookings']) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<any>) {
  for (const table of ['donations', 'bookings']) {
    for (const column of [...columns].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
