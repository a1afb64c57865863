export { eventJsonSchema } from './schema.ts';
export { eventOperations } from './api-doc.ts';

import type { ContentDeps } from '#src/server/service-deps.ts';
import { RequestError, parseWith, REQUIRED_MESSAGE } from '#src/server/http/errors.ts';
import { deleteImages, imageView, type ImageView, type StoredImage } from '#src/server/images/stored.ts';
import { requireImage, saveWithImage, updateWithImage } from '#src/server/images/upload.ts';
import { siteDay } from '#src/server/time.ts';
import { rowAuditor } from '#src/features/audit/service.ts';
import { deleteEventRow, findEvent, insertEvent, selectEvents, updateEventRow, type EventRow } from './repo.ts';
import { eventFieldsSchema } from './schema.ts';

export interface EventRecord {
  id: number;
  title: string;
  titleTe: string | null;
  description: string;
  descriptionTe: string | null;
  /** 'YYYY-MM-DD' */
  eventDate: string;
  image: ImageView;
  youtubeLink: string | null;
}

export const eventNotFound = 'record.event.notFound';

const imageOf = (row: EventRow): StoredImage => ({
  key: row.image_key,
  width: row.image_width,
  height: row.image_height,
});

/** What the audit trail compares: the form's fields, the picture as its stored key. */
const auditView = (row: EventRow) => ({
  title: row.title,
  titleTe: row.title_te,
  description: row.description,
  descriptionTe: row.description_te,
  eventDate: row.event_date,
  youtubeLink: row.youtube_link,
  image: row.image_key,
});
const audit = rowAuditor('event', auditView);

function toRecord(deps: ContentDeps, row: EventRow): EventRecord {
  return {
    id: row.id,
    title: row.title,
    titleTe: row.title_te,
    description: row.description,
    descriptionTe: row.description_te,
    eventDate: row.event_date,
    image: imageView(deps.storage, imageOf(row)),
    youtubeLink: row.youtube_link,
  };
}

/** The API's shape: the image as the address of its largest stored size. */
export const eventJson = (e: EventRecord) => ({ ...e, image: e.image.url });

export async function listEvents(deps: ContentDeps) {
  const rows = await selectEvents(deps.db).orderBy('event_date', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => toRecord(deps, r));
}

/** Events on the centre's today or later, soonest first. */
export async function upcomingEvents(deps: ContentDeps, today = siteDay()) {
  const rows = await selectEvents(deps.db)
    .where('event_date', '>=', today)
    .orderBy('event_date', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => toRecord(deps, r));
}

/** Events before the centre's today, latest first. */
export async function oldEvents(deps: ContentDeps, today = siteDay()) {
  const rows = await selectEvents(deps.db)
    .where('event_date', '<', today)
    .orderBy('event_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => toRecord(deps, r));
}

export async function getEvent(deps: ContentDeps, id: number) {
  const row = await findEvent(deps.db, id);
  if (!row) throw new RequestError(404, eventNotFound);
  return toRecord(deps, row);
}

export async function createEvent(deps: ContentDeps, input: unknown, image: Uint8Array | null) {
  const fields = parseWith(eventFieldsSchema, input, REQUIRED_MESSAGE);
  // The row as written is both the audit entry's "after" and the answer: no second read.
  const created = await saveWithImage(deps.storage, 'events', requireImage(image), (stored) =>
    deps.db.transaction().execute(async (trx) => {
      const row = await insertEvent(trx, fields, stored);
      await audit(trx, deps.actor, 'create', { after: row });
      return row;
    }),
  );
  return toRecord(deps, created);
}

/** Replaces the fields; the picture is a new file, or the address of the current one (or absent). */
export async function updateEvent(
  deps: ContentDeps,
  id: number,
  input: Record<string, unknown>,
  image: Uint8Array | null,
) {
  const row = await findEvent(deps.db, id);
  if (!row) throw new RequestError(404, eventNotFound);
  const fields = parseWith(eventFieldsSchema, input, REQUIRED_MESSAGE);
  const updated = await updateWithImage(
    deps.storage,
    'events',
    imageOf(row),
    { bytes: image, url: typeof input.image === 'string' ? input.image : null },
    (stored) =>
      deps.db.transaction().execute(async (trx) => {
        const after = await updateEventRow(trx, id, fields, stored);
        await audit(trx, deps.actor, 'update', { before: row, after });
        return after;
      }),
  );
  return toRecord(deps, updated);
}

export async function deleteEvent(deps: ContentDeps, id: number) {
  const row = await findEvent(deps.db, id);
  if (!row) throw new RequestError(404, eventNotFound);
  await deps.db.transaction().execute(async (trx) => {
    await deleteEventRow(trx, id);
    await audit(trx, deps.actor, 'delete', { before: row });
  });
  await deleteImages(deps.storage, [imageOf(row)]);
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
export { eventScreen } from './admin/screen.ts';
export { calendarHref, eventCalendar } from './calendar.ts';
export { eventJsonLd } from './jsonld.ts';
export { embedUrl, playerSources, watchUrl, youtubeId } from './youtube.ts';
