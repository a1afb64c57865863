export { pujaCardJsonSchema } from './schema.ts';
export { pujaCardOperations } from './api-doc.ts';

import type { ContentDeps } from '#src/server/service-deps.ts';
import { RequestError, parseWith, REQUIRED_MESSAGE } from '#src/server/http/errors.ts';
import { deleteImages, imageView, type ImageView, type StoredImage } from '#src/server/images/stored.ts';
import { requireImage, saveWithImage, updateWithImage } from '#src/server/images/upload.ts';
import { rowAuditor } from '#src/features/audit/service.ts';
import {
  deletePujaCardRow,
  findPujaCard,
  insertPujaCard,
  selectPujaCards,
  updatePujaCardRow,
  type PujaCardRow,
} from './repo.ts';
import { pujaCardFieldsSchema, pujaCardUpdateSchema } from './schema.ts';

export interface PujaCardRecord {
  id: number;
  title: string;
  titleTe: string | null;
  description: string;
  descriptionTe: string | null;
  /** 'YYYY-MM-DD'; the card opens the gallery of this day. */
  date: string;
  image: ImageView;
}

export const pujaCardNotFound = 'record.pujaCard.notFound';

const imageOf = (row: PujaCardRow): StoredImage => ({
  key: row.image_key,
  width: row.image_width,
  height: row.image_height,
});

/** What the audit trail compares: the form's fields, the picture as its stored key. */
const auditView = (row: PujaCardRow) => ({
  title: row.title,
  titleTe: row.title_te,
  description: row.description,
  descriptionTe: row.description_te,
  date: row.card_date,
  image: row.image_key,
});
const audit = rowAuditor('puja_card', auditView);

const toRecord = (deps: ContentDeps, row: PujaCardRow): PujaCardRecord => ({
  id: row.id,
  title: row.title,
  titleTe: row.title_te,
  description: row.description,
  descriptionTe: row.description_te,
  date: row.card_date,
  image: imageView(deps.storage, imageOf(row)),
});

export const pujaCardJson = (p: PujaCardRecord) => ({ ...p, image: p.image.url });

/** Newest first. */
export async function listPujaCards(deps: ContentDeps) {
  return (await selectPujaCards(deps.db).execute()).map((r) => toRecord(deps, r));
}

export async function createPujaCard(deps: ContentDeps, input: unknown, image: Uint8Array | null) {
  const fields = parseWith(pujaCardFieldsSchema, input, REQUIRED_MESSAGE);
  // The row as written is both the audit entry's "after" and the answer: no second read.
  const created = await saveWithImage(deps.storage, 'puja-cards', requireImage(image), (stored) =>
    deps.db.transaction().execute(async (trx) => {
      const row = await insertPujaCard(trx, fields, stored);
      await audit(trx, deps.actor, 'create', { after: row });
      return row;
    }),
  );
  return toRecord(deps, created);
}

export async function updatePujaCard(
  deps: ContentDeps,
  id: number,
  input: Record<string, unknown>,
  image: Uint8Array | null,
) {
  const row = await findPujaCard(deps.db, id);
  if (!row) throw new RequestError(404, pujaCardNotFound);
  const parsed = parseWith(pujaCardUpdateSchema, input, REQUIRED_MESSAGE);
  const fields = { ...parsed, date: parsed.date ?? row.card_date };
  const updated = await updateWithImage(
    deps.storage,
    'puja-cards',
    imageOf(row),
    { bytes: image, url: typeof input.image === 'string' ? input.image : null },
    (stored) =>
      deps.db.transaction().execute(async (trx) => {
        const after = await updatePujaCardRow(trx, id, fields, stored);
        await audit(trx, deps.actor, 'update', { before: row, after });
        return after;
      }),
  );
  return toRecord(deps, updated);
}

export async function deletePujaCard(deps: ContentDeps, id: number) {
  const row = await findPujaCard(deps.db, id);
  if (!row) throw new RequestError(404, pujaCardNotFound);
  await deps.db.transaction().execute(async (trx) => {
    await deletePujaCardRow(trx, id);
    await audit(trx, deps.actor, 'delete', { before: row });
  });
  await deleteImages(deps.storage, [imageOf(row)]);
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
export { pujaCardScreen } from './admin/screen.ts';
export { demoPujaCardsOn, seedDemoPujaCards } from './demo.ts';
