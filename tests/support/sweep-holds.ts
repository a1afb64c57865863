// One sweep of the booking holds, as one server process runs it, for the tests that start several
// at once on one database: DATA_DIR and DATABASE_URL name it. Prints how many holds it ended.
import { connect } from '#src/server/db/connect.ts';
import { sweepExpiredHolds } from '#src/features/bookings/expiry.ts';

const { db } = connect({ dataDir: process.env.DATA_DIR ?? '', databaseUrl: process.env.DATABASE_URL || undefined });
try {
  // A test waits for this line to know the sweep is about to ask for the database.
  console.log('sweeping');
  console.log(`expired=${await sweepExpiredHolds(db)}`);
} finally {
  await db.destroy();
}
