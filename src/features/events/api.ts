import { readBody } from '#src/server/http/body.ts';
import { json } from '#src/server/http/errors.ts';
import { adminWrite, idParam, type WriteOptions } from '#src/server/http/admin-write.ts';
import { MAX_SINGLE_UPLOAD_REQUEST } from '#src/server/images/limits.ts';
import { fileBytes } from '#src/server/images/upload.ts';
import { createEvent, deleteEvent, eventJson, eventNotFound, updateEvent } from './service.ts';

export const eventMessages = {
  created: 'admin.events.created',
  updated: 'admin.events.updated',
  deleted: 'admin.events.deleted',
};

/** POST /api/event (multipart), PUT /api/event/{id} (JSON or multipart), DELETE /api/event/{id}. */
export function eventWrites(options: WriteOptions) {
  return {
    create: adminWrite(options, async ({ request }, deps, t) => {
      const body = await readBody(request, MAX_SINGLE_UPLOAD_REQUEST);
      const event = await createEvent(deps, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: t(eventMessages.created), ...eventJson(event) }, 201);
    }),
    update: adminWrite(options, async (context, deps, t) => {
      const id = idParam(context, eventNotFound);
      const body = await readBody(context.request, MAX_SINGLE_UPLOAD_REQUEST);
      const event = await updateEvent(deps, id, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: t(eventMessages.updated), ...eventJson(event) });
    }),
    remove: adminWrite(options, async (context, deps, t) => {
      await deleteEvent(deps, idParam(context, eventNotFound));
      return json({ message: t(eventMessages.deleted) });
    }),
  };
}
