import { messageSchema, type ApiOperations } from '#src/server/http/api-spec.ts';
import { pujaCardCreateSchema, pujaCardEditSchema } from './schema.ts';

/** The puja cards' part of the API document (its paths: /api/post). */

export const pujaCardOperations: ApiOperations = {
  '/api/post': {
    get: {
      tag: 'puja cards',
      summary: 'Puja cards, newest first',
      access: 'public',
      ok: { 200: { description: 'The cards', listOf: 'PujaCard' } },
    },
  },
  '/api/post/posts': {
    post: {
      tag: 'puja cards',
      summary: 'Create a puja card',
      access: 'admin',
      body: { 'multipart/form-data': pujaCardCreateSchema },
      ok: { 201: { description: 'Post submitted successfully!', json: 'PujaCard' } },
    },
  },
  '/api/post/{id}': {
    put: {
      tag: 'puja cards',
      summary: 'Update a puja card (the date may be left out and is kept)',
      access: 'admin',
      body: { 'application/json': pujaCardEditSchema, 'multipart/form-data': pujaCardEditSchema },
      ok: { 200: { description: 'Post updated successfully!', json: 'PujaCard' } },
    },
    delete: {
      tag: 'puja cards',
      summary: 'Delete a puja card and its picture',
      access: 'admin',
      ok: { 200: { description: 'Post deleted successfully!', json: messageSchema } },
    },
  },
};
