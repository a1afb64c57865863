import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Actor } from '#src/server/actor.ts';
import { RequestError, parseWith } from '#src/server/http/errors.ts';
import { deleteImages, imageView, type ImageView, type StoredImage } from '#src/server/images/stored.ts';
import { saveWithImage } from '#src/server/images/upload.ts';
import type { FileStorage } from '#src/server/storage/storage.ts';
import { recordAudit, auditValue, type AuditChanges } from '#src/features/audit/service.ts';
import { listedDates, type PujaRow } from './catalogue.ts';
import { disablePuja, insertPuja, selectPuja, updatePuja } from './repo.ts';
import { pujaSchema } from './puja-schema.ts';
import { startTimesOf } from './start-times.ts';

const storedImageOf = (p: PujaRow): StoredImage | null =>
  p.image && p.image_width && p.image_height ? { key: p.image, width: p.image_width, height: p.image_height } : null;

/** The puja's picture as a page draws it (responsive sources, width and height), or null. */
export const pujaPicture = (storage: FileStorage, p: PujaRow): ImageView | null => {
  const image = storedImageOf(p);
  return image ? imageView(storage, image) : null;
};

/** A catalogue entry as the API answers it; `image` is its picture's largest file, or null. */
export function pujaJson(p: PujaRow, storage: FileStorage, nextDates?: string[]) {
  return {
    id: p.id,
    slug: p.slug,
    category: p.category,
    name: { en: p.name_en, te: p.name_te },
    description: { en: p.description_en, te: p.description_te },
    price: p.price_rupees,
    minOffering: p.price_rupees === 0 ? Math.max(1, p.min_rupees) : undefined,
    durationMinutes: p.duration_minutes,
    weekdays: p.weekdays.split(',').filter(Boolean).map(Number),
    dates: listedDates(p),
    startTimes: startTimesOf(p),
    perDay: p.per_day,
    minDaysAhead: p.min_days_ahead,
    maxDaysAhead: p.max_days_ahead,
    onBehalf: Boolean(p.on_behalf),
    prasadam: Boolean(p.prasadam),
    enabled: Boolean(p.enabled),
    image: pujaPicture(storage, p)?.url ?? null,
    ...(nextDates ? { nextDates } : {}),
  };
}

const auditView = (p: PujaRow): Record<string, unknown> => {
  const { created_at: _c, updated_at: _u, id: _i, ...rest } = p;
  return rest;
};

function changesOf(before: PujaRow | undefined, after: PujaRow): AuditChanges {
  const changes: AuditChanges = {};
  const a = auditView(after);
  const b = before ? auditView(before) : {};
  for (const [key, value] of Object.entries(a)) {
    if (!before || b[key] !== value) changes[key] = { from: before ? auditValue(b[key]) : null, to: auditValue(value) };
  }
  return changes;
}

export const pujaNotFound = 'puja.error.notFound';

/** A picture sent with the entry: the storage it goes to and the file's bytes (none keeps the current one). */
export interface PujaPictureUpload {
  storage: FileStorage;
  bytes: Uint8Array | null;
}

/** Runs `write` with the new picture stored first (its files are removed again if `write` fails), or without one. */
const withPicture = <T>(
  picture: PujaPictureUpload | undefined,
  write: (image: StoredImage | undefined) => Promise<T>,
): Promise<T> => (picture?.bytes ? saveWithImage(picture.storage, 'pujas', picture.bytes, write) : write(undefined));

export async function createPuja(
  db: Kysely<Database>,
  actor: Actor,
  input: unknown,
  picture?: PujaPictureUpload,
): Promise<PujaRow> {
  const fields = parseWith(pujaSchema, input);
  return withPicture(picture, (image) =>
    db.transaction().execute(async (trx) => {
      const row = await insertPuja(trx, fields, image ?? null);
      if (!row) throw new RequestError(409, 'puja.error.slugTaken', { slug: 'puja.error.slugTaken' });
      await recordAudit(trx, {
        actor,
        recordType: 'puja',
        recordId: row.id,
        recordLabel: row.name_en,
        action: 'create',
        changes: changesOf(undefined, row),
      });
      return row;
    }),
  );
}

/** Saves the entry; a new picture replaces the old one, whose files are removed once the change is stored. */
export async function editPuja(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: unknown,
  picture?: PujaPictureUpload,
): Promise<PujaRow> {
  const fields = parseWith(pujaSchema, input);
  const { before, after } = await withPicture(picture, (image) =>
    db.transaction().execute(async (trx) => {
      const before = await selectPuja(trx, { id });
      if (!before) throw new RequestError(404, pujaNotFound);
      const result = await updatePuja(trx, id, fields, image);
      if (!result.ok)
        throw result.reason === 'missing'
          ? new RequestError(404, pujaNotFound)
          : new RequestError(409, 'puja.error.slugTaken', { slug: 'puja.error.slugTaken' });
      await recordAudit(trx, {
        actor,
        recordType: 'puja',
        recordId: id,
        recordLabel: result.puja.name_en,
        action: 'update',
        changes: changesOf(before, result.puja),
      });
      return { before, after: result.puja };
    }),
  );
  const replaced = storedImageOf(before);
  if (picture && replaced && replaced.key !== after.image) await deleteImages(picture.storage, [replaced]);
  return after;
}

/** DELETE disables: the puja leaves the site, its bookings keep it. */
export async function removePuja(db: Kysely<Database>, actor: Actor, id: number): Promise<PujaRow> {
  return db.transaction().execute(async (trx) => {
    const before = await selectPuja(trx, { id });
    if (!before) throw new RequestError(404, pujaNotFound);
    const row = (await disablePuja(trx, id))!;
    await recordAudit(trx, {
      actor,
      recordType: 'puja',
      recordId: id,
      recordLabel: row.name_en,
      action: 'delete',
      changes: { enabled: { from: Boolean(before.enabled), to: false } },
    });
    return row;
  });
}
