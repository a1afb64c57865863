import { readBody } from '#src/server/http/body.ts';
import { json } from '#src/server/http/errors.ts';
import { adminWrite, idParam, type WriteOptions } from '#src/server/http/admin-write.ts';
import { MAX_SINGLE_UPLOAD_REQUEST } from '#src/server/images/limits.ts';
import { fileBytes } from '#src/server/images/upload.ts';
import { activityJson, activityNotFound, createActivity, deleteActivity, updateActivity } from './service.ts';

export const activityMessages = {
  created: 'admin.activities.created',
  updated: 'admin.activities.updated',
  deleted: 'admin.activities.deleted',
};

/** POST /api/activities (multipart, isEnable as the text true or false), PUT and DELETE /api/activities/{id}. */
export function activityWrites(options: WriteOptions) {
  return {
    create: adminWrite(options, async ({ request }, deps, t) => {
      const body = await readBody(request, MAX_SINGLE_UPLOAD_REQUEST);
      const activity = await createActivity(deps, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: t(activityMessages.created), ...activityJson(activity) }, 201);
    }),
    update: adminWrite(options, async (context, deps, t) => {
      const id = idParam(context, activityNotFound);
      const body = await readBody(context.request, MAX_SINGLE_UPLOAD_REQUEST);
      const activity = await updateActivity(deps, id, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: t(activityMessages.updated), ...activityJson(activity) });
    }),
    remove: adminWrite(options, async (context, deps, t) => {
      await deleteActivity(deps, idParam(context, activityNotFound));
      return json({ message: t(activityMessages.deleted) });
    }),
  };
}
