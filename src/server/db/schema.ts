import type { SiteTables } from '#src/features/settings/tables.ts';
import type { AuthTables } from '#src/features/auth/tables.ts';
import type { RateLimitTables } from '../rate-limit/tables.ts';
import type { EventTables } from '#src/features/events/tables.ts';
import type { PujaCardTables } from '#src/features/puja-cards/tables.ts';
import type { ActivityTables } from '#src/features/activities/tables.ts';
import type { GalleryTables } from '#src/features/gallery/tables.ts';
import type { MailTables } from '../mail/tables.ts';
import type { ContactTables } from '#src/features/contact/tables.ts';
import type { DonationTables } from '#src/features/donations/tables.ts';
import type { TaxFormTables } from '#src/features/donations/tax-forms/tables.ts';
import type { AuditTables } from '#src/features/audit/tables.ts';
import type { PageCacheTables } from '../page-cache/tables.ts';
import type { PujaTables } from '#src/features/pujas/tables.ts';
import type { BookingTables } from '#src/features/bookings/tables.ts';
import type { IdempotencyTables } from '../idempotency/tables.ts';
import type { PageTextTables } from '#src/features/page-texts/tables.ts';
import type { AccountTables } from '#src/features/account/tables.ts';
import type { PaymentTables } from '#src/features/payments/tables.ts';
import type { OfficeTables } from '#src/features/office/tables.ts';
import type { ReconciliationTables } from '#src/features/reconciliation/tables.ts';
import type { DataRightsTables } from '#src/features/data-rights/tables.ts';
import type { FestivalTables } from '#src/features/panchangam/festival-days/tables.ts';

/**
 * The whole database as Kysely sees it: each feature declares its own tables next to its code
 * and they are joined here. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both
 * engines, so rows read the same from SQLite and PostgreSQL.
 */
export interface Database
  extends
    SiteTables,
    AuthTables,
    RateLimitTables,
    EventTables,
    PujaCardTables,
    ActivityTables,
    GalleryTables,
    MailTables,
    ContactTables,
    DonationTables,
    TaxFormTables,
    AuditTables,
    PageCacheTables,
    IdempotencyTables,
    PageTextTables,
    PujaTables,
    BookingTables,
    AccountTables,
    PaymentTables,
    OfficeTables,
    ReconciliationTables,
    DataRightsTables,
    FestivalTables {}
