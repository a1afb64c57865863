import { messageSchema, type ApiOperations } from '#src/server/http/api-spec.ts';
import { activityCreateSchema, activityEditSchema } from './schema.ts';

/** The activities' part of the API document. */

export const activityOperations: ApiOperations = {
  '/api/activities': {
    get: {
      tag: 'activities',
      summary: 'Activities in the order they were created',
      access: 'public',
      ok: { 200: { description: 'The activities', listOf: 'Activity' } },
    },
    post: {
      tag: 'activities',
      summary: 'Create an activity (colour #ffffff and enabled unless given)',
      access: 'admin',
      body: { 'multipart/form-data': activityCreateSchema },
      ok: { 201: { description: 'Post submitted successfully!', json: 'Activity' } },
    },
  },
  '/api/activities/{id}': {
    put: {
      tag: 'activities',
      summary: 'Update an activity',
      access: 'admin',
      body: { 'application/json': activityEditSchema, 'multipart/form-data': activityEditSchema },
      ok: { 200: { description: 'Activity updated successfully!', json: 'Activity' } },
    },
    delete: {
      tag: 'activities',
      summary: 'Delete an activity and its picture',
      access: 'admin',
      ok: { 200: { description: 'Activity deleted successfully!', json: messageSchema } },
    },
  },
};
