export { activityJsonSchema } from './schema.ts';
export { activityOperations } from './api-doc.ts';

import type { ContentDeps } from '#src/server/service-deps.ts';
import { RequestError, parseWith, REQUIRED_MESSAGE } from '#src/server/http/errors.ts';
import { deleteImages, imageView, type ImageView, type StoredImage } from '#src/server/images/stored.ts';
import { requireImage, saveWithImage, updateWithImage } from '#src/server/images/upload.ts';
import { rowAuditor } from '#src/features/audit/service.ts';
import {
  deleteActivityRow,
  findActivity,
  insertActivity,
  selectActivities,
  updateActivityRow,
  type ActivityRow,
} from './repo.ts';
import { activityFieldsSchema } from './schema.ts';

export interface ActivityRecord {
  id: number;
  title: string;
  titleTe: string | null;
  description: string;
  descriptionTe: string | null;
  image: ImageView;
  color: string;
  isEnable: boolean;
}

export const activityNotFound = 'record.activity.notFound';

const imageOf = (row: ActivityRow): StoredImage => ({
  key: row.image_key,
  width: row.image_width,
  height: row.image_height,
});

/** What the audit trail compares: the form's fields, the picture as its stored key. */
const auditView = (row: ActivityRow) => ({
  title: row.title,
  titleTe: row.title_te,
  description: row.description,
  descriptionTe: row.description_te,
  color: row.color,
  isEnable: Number(row.is_enable) === 1,
  image: row.image_key,
});
const audit = rowAuditor('activity', auditView);

const toRecord = (deps: ContentDeps, row: ActivityRow): ActivityRecord => ({
  id: row.id,
  title: row.title,
  titleTe: row.title_te,
  description: row.description,
  descriptionTe: row.description_te,
  image: imageView(deps.storage, imageOf(row)),
  color: row.color,
  isEnable: row.is_enable === 1,
});

export const activityJson = (a: ActivityRecord) => ({ ...a, image: a.image.url });

export async function listActivities(deps: ContentDeps) {
  return (await selectActivities(deps.db).execute()).map((r) => toRecord(deps, r));
}

export async function createActivity(deps: ContentDeps, input: unknown, image: Uint8Array | null) {
  const fields = parseWith(activityFieldsSchema, input, REQUIRED_MESSAGE);
  // The row as written is both the audit entry's "after" and the answer: no second read.
  const created = await saveWithImage(deps.storage, 'activities', requireImage(image), (stored) =>
    deps.db.transaction().execute(async (trx) => {
      const row = await insertActivity(trx, fields, stored);
      await audit(trx, deps.actor, 'create', { after: row });
      return row;
    }),
  );
  return toRecord(deps, created);
}

export async function updateActivity(
  deps: ContentDeps,
  id: number,
  input: Record<string, unknown>,
  image: Uint8Array | null,
) {
  const row = await findActivity(deps.db, id);
  if (!row) throw new RequestError(404, activityNotFound);
  // A colour or flag left out of an edit keeps the card's own; the defaults are for new cards.
  const fields = parseWith(
    activityFieldsSchema,
    { color: row.color, isEnable: Number(row.is_enable) === 1, ...input },
    REQUIRED_MESSAGE,
  );
  const updated = await updateWithImage(
    deps.storage,
    'activities',
    imageOf(row),
    { bytes: image, url: typeof input.image === 'string' ? input.image : null },
    (stored) =>
      deps.db.transaction().execute(async (trx) => {
        const after = await updateActivityRow(trx, id, fields, stored);
        await audit(trx, deps.actor, 'update', { before: row, after });
        return after;
      }),
  );
  return toRecord(deps, updated);
}

export async function deleteActivity(deps: ContentDeps, id: number) {
  const row = await findActivity(deps.db, id);
  if (!row) throw new RequestError(404, activityNotFound);
  await deps.db.transaction().execute(async (trx) => {
    await deleteActivityRow(trx, id);
    await audit(trx, deps.actor, 'delete', { before: row });
  });
  await deleteImages(deps.storage, [imageOf(row)]);
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
export { activityScreen } from './admin/screen.ts';
