import { z } from 'zod';
import { filePart, messageSchema, type ApiOperations } from '#src/server/http/api-spec.ts';
import { MAX_ALBUM_IMAGES } from '#src/server/images/limits.ts';
import { albumFieldsSchema, photoCaptionSchema } from './schema.ts';

/** The gallery's part of the API document. */
const photos = z.array(filePart()).min(1).max(MAX_ALBUM_IMAGES).describe('Repeated `images` parts');

export const albumOperations: ApiOperations = {
  '/api/gallery': {
    get: {
      tag: 'gallery',
      summary: 'Albums, newest first',
      access: 'public',
      query: z.object({ date: z.string().optional().describe('Only the albums of this day (YYYY-MM-DD)') }),
      ok: { 200: { description: 'The albums', listOf: 'Album' } },
      refusals: { 400: 'The date is not a real day written as YYYY-MM-DD' },
    },
    post: {
      tag: 'gallery',
      summary: `Create an album of up to ${MAX_ALBUM_IMAGES} photos`,
      access: 'admin',
      body: { 'multipart/form-data': albumFieldsSchema.extend({ images: photos }) },
      ok: { 201: { description: 'Upload successful!', json: 'Album' } },
    },
  },
  '/api/gallery/{id}': {
    delete: {
      tag: 'gallery',
      summary: 'Delete an album and its photos',
      access: 'admin',
      ok: { 200: { description: 'Album deleted successfully!', json: messageSchema } },
    },
  },
  '/api/gallery/{id}/photos/{photoId}': {
    put: {
      tag: 'gallery',
      summary: "Write a photo's caption (blank removes it); the album comes back",
      access: 'admin',
      body: { 'application/json': photoCaptionSchema, 'multipart/form-data': photoCaptionSchema },
      ok: { 200: { description: 'Caption saved.', json: 'Album' } },
    },
  },
  '/api/gallery/{id}/images': {
    post: {
      tag: 'gallery',
      summary: 'Add photos to an album',
      access: 'admin',
      body: { 'multipart/form-data': z.object({ images: photos }) },
      ok: { 200: { description: 'Upload successful!', json: 'Album' } },
    },
  },
};
