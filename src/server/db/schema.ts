import type { SiteTables } from '../../features/site/settings/tables.ts';
import type { AuthTables } from '../../features/auth/tables.ts';
import type { RateLimitTables } from '../rate-limit/tables.ts';
import type { EventTables } from '../../features/events/tables.ts';
import type { PujaPostTables } from '../../features/posts/tables.ts';
import type { ActivityTables } from '../../features/activities/tables.ts';
import type { GalleryTables } from '../../features/gallery/tables.ts';
import type { MailTables } from '../mail/tables.ts';
import type { ContactTables } from '../../features/contact/tables.ts';
import type { DonationTables } from '../../features/donations/tables.ts';
import type { AuditTables } from '../../features/audit/tables.ts';
import type { PageCacheTables } from '../page-cache/tables.ts';
import type { IdempotencyTables } from '../idempotency/tables.ts';

/**
 * The whole database as Kysely sees it: each feature declares its own tables next to its code
 * and they are joined here. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both
 * engines, so rows read the same from SQLite and PostgreSQL.
 */
export interface Database
  extends SiteTables,
    AuthTables,
    RateLimitTables,
    EventTables,
    PujaPostTables,
    ActivityTables,
    GalleryTables,
    MailTables,
    ContactTables,
    DonationTables,
    AuditTables,
    PageCacheTables,
    IdempotencyTables {}
