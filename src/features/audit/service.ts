import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { insertAuditRow, selectAuditPage, selectAuditPeople, type AuditQuery } from './repo.ts';
import type { Actor } from '#src/server/actor.ts';

/** Who made a write. The name and e-mail are kept with the entry, not looked up later. */
export type AuditActor = Actor;

/** `npm run admin:create` runs on the server itself, with nobody signed in. */
export const commandLineActor: AuditActor = { id: null, name: 'Command line (npm run admin:create)', email: null };

export const auditRecordTypes = [
  'event',
  'puja_card',
  'activity',
  'album',
  'donation',
  'settings',
  'user',
  'page',
  'puja',
  'booking',
  'inquiry',
  'account',
  'data_request',
  'festival',
] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

export const auditActions = [
  'create',
  'update',
  'delete',
  'add_photos',
  'mark_received',
  'promote',
  'admin_signup',
  'mark_performed',
  'dispatch',
  'deliver',
  'cancel',
  'refund',
  'change_password',
  'mark_answered',
  'override',
  'not_received',
  'export_data',
  'erase_account',
  'withdraw_consent',
  'request_correction',
  'anonymise',
  'mark_done',
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditValue = string | number | boolean | null;
export type AuditChanges = Record<string, { from: AuditValue; to: AuditValue }>;

export interface AuditEntry {
  actor: AuditActor;
  recordType: AuditRecordType;
  /** The record's id; a settings section's name; a donation's reference. */
  recordId: string | number;
  /** The record's title (or e-mail, reference) at the time of the write. */
  recordLabel?: string | null;
  action: AuditAction;
  changes?: AuditChanges;
}

/** Longer texts are cut here: the entry says that a description changed, not the whole article. */
export const AUDIT_TEXT_LIMIT = 200;

/** Fields whose values never go into the trail, whatever a caller passes. */
const SECRET_FIELD = /password|hash|token|secret|api.?key|private/i;

/** A value as the trail keeps it: short text, a number, a flag or null. Objects become JSON text. */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > AUDIT_TEXT_LIMIT ? `${text.slice(0, AUDIT_TEXT_LIMIT - 1)}…` : text;
}

/**
 * The fields that differ between two views of a record, each as { from, to }. A record that is
 * created is compared with {}, one that is deleted with {}; an empty text counts as no value.
 * Only `fields` are compared when given, else every key of either side; secret-looking fields
 * are always left out.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields?: readonly string[],
): AuditChanges {
  const names = fields ?? [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: AuditChanges = {};
  for (const name of names) {
    if (SECRET_FIELD.test(name)) continue;
    const from = before[name];
    const to = after[name];
    // Compare whole values (not the shortened ones), so an edit past the cut still shows.
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    if (auditValue(from) === null && auditValue(to) === null) continue;
    changes[name] = { from: auditValue(from), to: auditValue(to) };
  }
  return changes;
}

/**
 * Records one admin write. Call it with the transaction of the write itself, so the write and
 * its entry are saved together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const changes: AuditChanges = {};
  for (const [name, change] of Object.entries(entry.changes ?? {})) {
    if (!SECRET_FIELD.test(name)) changes[name] = { from: auditValue(change.from), to: auditValue(change.to) };
  }
  await insertAuditRow(db, {
    created_at: nowIso(),
    actor_id: entry.actor.id,
    actor_name: entry.actor.name,
    actor_email: entry.actor.email,
    record_type: entry.recordType,
    record_id: String(entry.recordId),
    record_label: entry.recordLabel ? String(auditValue(entry.recordLabel)) : null,
    action: entry.action,
    changes: JSON.stringify(changes),
  });
}

/**
 * For services that also run without a person (first-start demo content, unit fixtures): the
 * admin HTTP handlers always pass an actor, so every write from the site is recorded.
 */
export async function recordAuditBy(
  db: Kysely<Database>,
  actor: AuditActor | undefined,
  entry: Omit<AuditEntry, 'actor'>,
): Promise<void> {
  if (actor) await recordAudit(db, { ...entry, actor });
}

export interface AuditRecordView {
  id: number;
  createdAt: string;
  actor: AuditActor;
  recordType: string;
  recordId: string;
  recordLabel: string | null;
  action: string;
  changes: AuditChanges;
}

/** Entries on one page of /admin/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** One page, newest first, and the id to continue from for older entries (null at the end). */
export async function auditPage(
  db: Kysely<Database>,
  query: AuditQuery,
  size = AUDIT_PAGE_SIZE,
): Promise<{ entries: AuditRecordView[]; older: number | null }> {
  const rows = await selectAuditPage(db, query, size + 1);
  const entries = rows.slice(0, size).map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at,
    actor: { id: row.actor_id === null ? null : Number(row.actor_id), name: row.actor_name, email: row.actor_email },
    recordType: row.record_type,
    recordId: row.record_id,
    recordLabel: row.record_label,
    action: row.action,
    changes: JSON.parse(row.changes) as AuditChanges,
  }));
  return { entries, older: rows.length > size ? entries[entries.length - 1]!.id : null };
}

/** Everyone who appears in the trail, for the person filter: the latest name for each. */
export async function auditPeople(db: Kysely<Database>): Promise<Array<{ value: string; label: string }>> {
  const rows = await selectAuditPeople(db);
  const seen = new Map<string, string>();
  for (const row of rows) {
    const value = row.actor_id === null ? 'cli' : String(row.actor_id);
    if (!seen.has(value)) seen.set(value, row.actor_email ? `${row.actor_name} (${row.actor_email})` : row.actor_name);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * A content record's create, update or delete: the fields as `view` shows them, compared
 * before and after (a missing side is a created or deleted record). The label is the title.
 */
export async function auditRowWrite<Row extends { title: string }>(
  db: Kysely<Database>,
  actor: AuditActor | undefined,
  write: {
    recordType: AuditRecordType;
    action: AuditAction;
    recordId: number | string;
    before?: Row;
    after?: Row;
    view: (row: Row) => Record<string, unknown>;
  },
): Promise<void> {
  const { before, after, view } = write;
  await recordAuditBy(db, actor, {
    recordType: write.recordType,
    recordId: write.recordId,
    recordLabel: (after ?? before)?.title ?? null,
    action: write.action,
    changes: changedFields(before ? view(before) : {}, after ? view(after) : {}),
  });
}

/** auditRowWrite for one content table: its record type and view fixed, the record's id taken from the row. */
export const rowAuditor =
  <Row extends { id: number; title: string }>(
    recordType: AuditRecordType,
    view: (row: Row) => Record<string, unknown>,
  ) =>
  (
    db: Kysely<Database>,
    actor: AuditActor | undefined,
    action: 'create' | 'update' | 'delete',
    change: { before?: Row; after?: Row },
  ) =>
    auditRowWrite(db, actor, { recordType, action, recordId: (change.after ?? change.before)!.id, ...change, view });

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
export { auditQueryFrom, auditSearch, isFiltered } from './query.ts';
