import type { ContentDeps } from '../../server/content.ts';
import { RequestError, parseWith } from '../../server/http/errors.ts';
import { deleteImages, imageView, type ImageView, type StoredImage } from '../../server/images/stored.ts';
import { requireImage, saveWithImage, updateWithImage } from '../../server/images/upload.ts';
import { rowAuditor } from '../audit/service.ts';
import { deletePujaPostRow, findPujaPost, insertPujaPost, selectPujaPosts, updatePujaPostRow, type PujaPostRow } from './repo.ts';
import { pujaPostFieldsSchema, pujaPostUpdateSchema } from './schema.ts';

export interface PujaPostRecord {
  id: number;
  title: string;
  titleTe: string | null;
  description: string;
  descriptionTe: string | null;
  /** 'YYYY-MM-DD'; the card opens the gallery of this day. */
  date: string;
  image: ImageView;
}

export const pujaPostNotFound = 'Post not found. It may have been deleted.';

const imageOf = (row: PujaPostRow): StoredImage => ({ key: row.image_key, width: row.image_width, height: row.image_height });

/** What the audit trail compares: the form's fields, the picture as its stored key. */
const auditView = (row: PujaPostRow) => ({
  title: row.title,
  titleTe: row.title_te,
  description: row.description,
  descriptionTe: row.description_te,
  date: row.post_date,
  image: row.image_key,
});
const audit = rowAuditor('puja_post', auditView);

const toRecord = (deps: ContentDeps, row: PujaPostRow): PujaPostRecord => ({
  id: row.id,
  title: row.title,
  titleTe: row.title_te,
  description: row.description,
  descriptionTe: row.description_te,
  date: row.post_date,
  image: imageView(deps.storage, imageOf(row)),
});

export const pujaPostJson = (p: PujaPostRecord) => ({ ...p, image: p.image.url });

/** Newest first. */
export async function listPujaPosts(deps: ContentDeps) {
  return (await selectPujaPosts(deps.db).execute()).map((r) => toRecord(deps, r));
}

export async function getPujaPost(deps: ContentDeps, id: number) {
  const row = await findPujaPost(deps.db, id);
  if (!row) throw new RequestError(404, pujaPostNotFound);
  return toRecord(deps, row);
}

export async function createPujaPost(deps: ContentDeps, input: unknown, image: Uint8Array | null) {
  const fields = parseWith(pujaPostFieldsSchema, input);
  // The row as written is both the audit entry's "after" and the answer: no second read.
  const created = await saveWithImage(deps.storage, 'posts', requireImage(image), (stored) =>
    deps.db.transaction().execute(async (trx) => {
      const row = await insertPujaPost(trx, fields, stored);
      await audit(trx, deps.actor, 'create', { after: row });
      return row;
    }),
  );
  return toRecord(deps, created);
}

export async function updatePujaPost(deps: ContentDeps, id: number, input: Record<string, unknown>, image: Uint8Array | null) {
  const row = await findPujaPost(deps.db, id);
  if (!row) throw new RequestError(404, pujaPostNotFound);
  const parsed = parseWith(pujaPostUpdateSchema, input);
  const fields = { ...parsed, date: parsed.date ?? row.post_date };
  const updated = await updateWithImage(deps.storage, 'posts', imageOf(row), { bytes: image, url: typeof input.image === 'string' ? input.image : null }, (stored) =>
    deps.db.transaction().execute(async (trx) => {
      const after = await updatePujaPostRow(trx, id, fields, stored);
      await audit(trx, deps.actor, 'update', { before: row, after });
      return after;
    }),
  );
  return toRecord(deps, updated);
}

export async function deletePujaPost(deps: ContentDeps, id: number) {
  const row = await findPujaPost(deps.db, id);
  if (!row) throw new RequestError(404, pujaPostNotFound);
  await deps.db.transaction().execute(async (trx) => {
    await deletePujaPostRow(trx, id);
    await audit(trx, deps.actor, 'delete', { before: row });
  });
  await deleteImages(deps.storage, [imageOf(row)]);
}
