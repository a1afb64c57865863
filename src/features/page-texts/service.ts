import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#src/server/db/schema.ts';
import { log } from '#src/server/log.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { auditValue, recordAudit, type AuditActor, type AuditChanges } from '#src/features/audit/service.ts';
import {
  insertPolicyVersion,
  readPageRow,
  selectPolicyVersion,
  selectPolicyVersions,
  writePageIfUnchanged,
} from './repo.ts';
import {
  builtInCauses,
  editablePages,
  isPolicyPage,
  isUploadedPicture,
  picturesOf,
  type PageName,
  type PageTexts,
  type PolicyPage,
} from './schema.ts';
import type { Bilingual } from './bilingual.ts';
import { plainText } from './markdown.ts';
import { causeTaxSeeds, causeTaxTerms, type CauseTaxTerms } from '#src/features/donations/cause-tax.ts';
import { policySchema, type PolicyTexts } from './policy.ts';

/** A page as the site and the editor see it: its texts and the version a save must start from. */
export interface PageState<K extends PageName = PageName> {
  page: K;
  texts: PageTexts[K];
  /** The row's version, or null while the page shows its built-in texts. */
  version: string | null;
}

function parseStored<K extends PageName>(page: K, raw: string): PageTexts[K] | undefined {
  try {
    const parsed = editablePages[page].schema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as PageTexts[K]) : undefined;
  } catch {
    return undefined;
  }
}

/** A page's texts: the staff's saved ones, else the built-in ones (also when a row no longer reads). */
export async function loadPage<K extends PageName>(db: Kysely<Database>, page: K): Promise<PageState<K>> {
  const row = await readPageRow(db, page);
  const stored = row ? parseStored(page, row.value) : undefined;
  if (row && !stored) log.warn(`Page texts of ${page} no longer read; showing the built-in texts`);
  return { page, texts: stored ?? (editablePages[page].seed as PageTexts[K]), version: row?.updated_at ?? null };
}

export const pageNotFound = 'pages.error.noSuchPage';
export const pageConflict = 'pages.error.conflict';

/** Each changed text as one audit field, named by its path ('yearly.rows.10.time.en'). */
export function changedTexts(before: unknown, after: unknown): AuditChanges {
  const flat = (value: unknown, path: string, into: Record<string, unknown>) => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) flat(v, path ? `${path}.${k}` : k, into);
    } else into[path] = value;
    return into;
  };
  const from = flat(before, '', {});
  const to = flat(after, '', {});
  const changes: AuditChanges = {};
  for (const name of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (JSON.stringify(from[name] ?? null) !== JSON.stringify(to[name] ?? null))
      changes[name] = { from: auditValue(from[name]), to: auditValue(to[name]) };
  }
  return changes;
}

export const dateNotLater = 'pages.error.dateNotLater';

/**
 * A policy's new effective date must come after the current one: the same date corrects the
 * current text, an earlier one would put the versions out of order.
 */
function effectiveDateIssue(before: PolicyTexts, after: PolicyTexts): z.core.$ZodIssue | undefined {
  if (after.effectiveFrom >= before.effectiveFrom) return undefined;
  return { code: 'custom', path: ['effectiveFrom'], message: dateNotLater, input: after.effectiveFrom };
}

/**
 * An uploaded picture a save may keep: one the page already shows, or one just uploaded for it.
 * Any other address (another site's picture, another record's files) is refused by its field.
 */
function foreignPictures(before: unknown, after: unknown, uploaded: readonly string[]): z.core.$ZodIssue[] {
  const known = new Set([...picturesOf(before).map(([, v]) => v), ...uploaded]);
  return picturesOf(after)
    .filter(([, v]) => isUploadedPicture(v) && !known.has(v))
    .map(([path, v]) => ({
      code: 'custom',
      path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: 'pages.error.picture',
      input: v,
    }));
}

export interface PageSave {
  actor: AuditActor;
  /** The page's new texts, before validation. */
  texts: unknown;
  /** The version the editor started from; null: the built-in texts. */
  expectedVersion: string | null;
  /** The addresses of pictures just uploaded through the image pipeline for this save. */
  newPictures?: readonly string[];
}

export type PageSaveResult<K extends PageName> =
  | { ok: true; state: PageState<K> }
  | { ok: false; reason: 'invalid'; error: z.ZodError }
  | { ok: false; reason: 'conflict'; latest: PageState<K> };

/**
 * The one way a page is saved, from the admin form or the API: validates the texts, writes them
 * only if nobody saved the page since `expectedVersion`, with one audit entry of the texts that
 * changed. Saving exactly what is stored (a form sent twice) answers as the first save did.
 */
export async function savePage<K extends PageName>(
  db: Kysely<Database>,
  page: K,
  change: PageSave,
): Promise<PageSaveResult<K>> {
  const parsed = editablePages[page].schema.safeParse(change.texts);
  if (!parsed.success) return { ok: false, reason: 'invalid', error: parsed.error };
  const after = parsed.data as PageTexts[K];
  const current = await loadPage(db, page);
  if (current.version !== change.expectedVersion) {
    if (current.version !== null && JSON.stringify(current.texts) === JSON.stringify(after))
      return { ok: true, state: current };
    return { ok: false, reason: 'conflict', latest: current };
  }
  const dateIssue = isPolicyPage(page)
    ? effectiveDateIssue(current.texts as PolicyTexts, after as PolicyTexts)
    : undefined;
  const issues = [
    ...(dateIssue ? [dateIssue] : []),
    ...foreignPictures(current.texts, after, change.newPictures ?? []),
  ];
  if (issues.length > 0) return { ok: false, reason: 'invalid', error: new z.ZodError(issues) };
  const version = await transaction(db, async (trx) => {
    const written = await writePageIfUnchanged(trx, page, after, change.expectedVersion);
    if (written !== null) {
      // A new effective date makes a new version: the text it replaces stays readable.
      if (isPolicyPage(page)) {
        const before = current.texts as PolicyTexts;
        if (before.effectiveFrom !== (after as PolicyTexts).effectiveFrom)
          await insertPolicyVersion(trx, page, before.effectiveFrom, before);
      }
      await recordAudit(trx, {
        actor: change.actor,
        recordType: 'page',
        recordId: page,
        action: 'update',
        changes: changedTexts(current.texts, after),
      });
    }
    return written;
  });
  if (version === null) return { ok: false, reason: 'conflict', latest: await loadPage(db, page) };
  log.info(`Page texts of ${page} saved by user ${change.actor.id}`);
  return { ok: true, state: { page, texts: after, version } };
}

/** The page named in an address, or the 404 every unknown page gets. */
export function pageOf(value: string | undefined): PageName {
  if (value === undefined || !Object.hasOwn(editablePages, value)) throw new RequestError(404, pageNotFound);
  return value as PageName;
}

export interface PolicyVersionLink {
  id: number;
  effectiveFrom: string;
}

/** A policy's earlier versions, newest first. */
export async function policyVersions(db: Kysely<Database>, page: PolicyPage): Promise<PolicyVersionLink[]> {
  return (await selectPolicyVersions(db, page)).map((v) => ({ id: v.id, effectiveFrom: v.effective_from }));
}

/** One earlier version of a policy, or undefined when there is none by that number. */
export async function policyVersion(
  db: Kysely<Database>,
  page: PolicyPage,
  id: number,
): Promise<PolicyTexts | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await selectPolicyVersion(db, page, id);
  if (!row) return undefined;
  try {
    const parsed = policySchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What a policy page shows: the current texts, or the earlier version its address names. */
export interface PolicyView {
  policy: PolicyPage;
  texts: PolicyTexts;
  /** True when an earlier version is shown. */
  old: boolean;
  earlier: PolicyVersionLink[];
}

/** The policy page for `?version=<number>` or none; undefined when no such version exists (a 404). */
export async function loadPolicyView(
  db: Kysely<Database>,
  policy: PolicyPage,
  version: string | null,
): Promise<PolicyView | undefined> {
  const earlier = await policyVersions(db, policy);
  if (version === null)
    return { policy, texts: (await loadPage(db, policy)).texts as PolicyTexts, old: false, earlier };
  const texts = /^\d{1,9}$/.test(version) ? await policyVersion(db, policy, Number(version)) : undefined;
  return texts && { policy, texts, old: true, earlier };
}

/** A cause's title as plain text (titles are inline Markdown), for a list and a donation record. */
const plainTitle = (title: Bilingual) => ({ en: plainText(title.en), te: plainText(title.te) });

export interface CauseChoice {
  slug: string;
  /** The title of a cause staff added; undefined for the built-in causes (named by the dictionaries). */
  name?: Bilingual;
}

/** The causes the donation form lists: those switched on in /admin/pages, in their order. */
export async function enabledCauses(db: Kysely<Database>): Promise<CauseChoice[]> {
  const { texts } = await loadPage(db, 'donate');
  return texts.causes
    .filter((c) => c.enabled)
    .map((c) => (builtInCauses.includes(c.slug) ? { slug: c.slug } : { slug: c.slug, name: plainTitle(c.title) }));
}

/**
 * The cause a donation is made for: a built-in one as it is, one staff added with its name as
 * it reads today (the donation keeps it); a cause the page does not list is 'general'. Each with
 * its 80G terms as the office set them (a built-in cause taken off the page keeps its seed).
 */
type CauseOfDonation = CauseChoice & { terms: CauseTaxTerms };

export async function causeForDonation(db: Kysely<Database>, slug: string): Promise<CauseOfDonation> {
  if (slug === 'general') return { slug, terms: causeTaxTerms(undefined) };
  const { texts } = await loadPage(db, 'donate');
  const cause = texts.causes.find((c) => c.slug === slug);
  if (builtInCauses.includes(slug)) return { slug, terms: causeTaxTerms(cause ?? causeTaxSeeds[slug]) };
  if (!cause) return { slug: 'general', terms: causeTaxTerms(undefined) };
  return { slug, name: plainTitle(cause.title), terms: causeTaxTerms(cause) };
}

/** The cause /donate lists under this slug, as staff keep it; undefined for 'general' and unknown ones. */
export async function causeRecord(db: Kysely<Database>, slug: string) {
  const { texts } = await loadPage(db, 'donate');
  return texts.causes.find((c) => c.slug === slug);
}

export { pageTextOperations } from './api-doc.ts';
export { pageDemoValues } from './checklist.ts';
export { aboutMissingTelugu } from './about.ts';
export { ashramPujaText } from './content/ashramPuja.ts';
export { pariharaText } from './content/parihara.ts';
