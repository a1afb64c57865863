import { z } from 'zod';
import { eventJsonSchema } from '../../features/events/schema.ts';
import { pujaPostJsonSchema } from '../../features/posts/schema.ts';
import { activityJsonSchema } from '../../features/activities/schema.ts';
import { albumJsonSchema } from '../../features/gallery/schema.ts';
import { sessionCookieName } from '../../features/auth/cookies.ts';

/**
 * The OpenAPI 3.1 document of /api, built from the same Zod schemas the handlers use, so the
 * description cannot drift from the code. Served at /api/openapi.json.
 */
const schemas = {
  Event: eventJsonSchema,
  PujaPost: pujaPostJsonSchema,
  Activity: activityJsonSchema,
  Album: albumJsonSchema,
  Error: z.object({ message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
};

type SchemaName = keyof typeof schemas;
const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const listOf = (name: SchemaName, description: string) => ({
  200: { description, content: { 'application/json': { schema: { type: 'array', items: ref(name) } } } },
});
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });

function read(tag: string, summary: string, name: SchemaName, extra: Record<string, unknown> = {}) {
  return { get: { tags: [tag], summary, responses: listOf(name, summary), ...extra } };
}

const paths: Record<string, unknown> = {
  '/api/event': read('events', 'All events, latest first', 'Event'),
  '/api/event/upcoming-events': read('events', 'Events on today (Asia/Kolkata) or later, soonest first', 'Event'),
  '/api/event/old-events': read('events', 'Events before today (Asia/Kolkata), latest first', 'Event'),
  '/api/post': read('posts', 'Puja cards, newest first', 'PujaPost'),
  '/api/activities': read('activities', 'Activities in the order they were created', 'Activity'),
  '/api/gallery': {
    get: {
      tags: ['gallery'],
      summary: 'Albums, newest first',
      parameters: [{ name: 'date', in: 'query', required: false, description: 'Only albums of this day', schema: { type: 'string', format: 'date' } }],
      responses: { ...listOf('Album', 'Albums, newest first'), 400: errorResponse('The date is not a real day written as YYYY-MM-DD') },
    },
  },
};

const admin = [{ sessionCookie: [] }, { bearer: [] }];
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const text = { type: 'string' };
const file = { type: 'string', contentMediaType: 'application/octet-stream' };
const multipart = (properties: Record<string, object>, required: string[]) => ({
  required: true,
  content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } },
});
const jsonOrMultipart = (properties: Record<string, object>, required: string[]) => ({
  required: true,
  content: {
    'application/json': { schema: { type: 'object', properties: { ...properties, image: { type: 'string', description: 'Address of the current picture, or of another picture the site stores (the record gets its own copy)' } }, required } },
    'multipart/form-data': { schema: { type: 'object', properties: { ...properties, image: file }, required } },
  },
});
const writeErrors = {
  400: errorResponse('A field is missing or invalid, or a photo is refused; `fields` names each problem'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Signed in, but not as an Admin'),
  413: errorResponse('A photo or the request is over its size limit'),
};
const saved = (name: SchemaName, status: 200 | 201, description: string) => ({ [status]: { description, content: { 'application/json': { schema: ref(name) } } }, ...writeErrors });
const removed = (description: string) => ({ 200: { description, content: { 'application/json': { schema: ref('Error') } } }, 404: errorResponse('No such record'), 401: writeErrors[401], 403: writeErrors[403] });
const teluguFields = { titleTe: text, descriptionTe: text };
const eventFields = { title: text, description: text, eventDate: { type: 'string', format: 'date' }, youtubeLink: text, ...teluguFields };
const postFields = { title: text, description: text, date: { type: 'string', format: 'date' }, ...teluguFields };
const activityFields = {
  title: text,
  description: text,
  color: { type: 'string', description: 'A hex code (#fff, #ffffff) or a CSS colour name (red); stored as #rrggbb. Default #ffffff', examples: ['#ffffff', 'red'] },
  isEnable: { type: 'string', enum: ['true', 'false'], description: 'Default true' },
  ...teluguFields,
};

const writes: Record<string, Record<string, unknown>> = {
  '/api/event': { post: { tags: ['events'], summary: 'Create an event', security: admin, requestBody: multipart({ ...eventFields, image: file }, ['title', 'description', 'eventDate', 'image']), responses: saved('Event', 201, 'Event submitted successfully!') } },
  '/api/event/{id}': {
    parameters: [idParameter],
    put: { tags: ['events'], summary: 'Update an event', security: admin, requestBody: jsonOrMultipart(eventFields, ['title', 'description', 'eventDate']), responses: { ...saved('Event', 200, 'Event updated successfully!'), 404: errorResponse('No such event') } },
    delete: { tags: ['events'], summary: 'Delete an event and its pictures', security: admin, responses: removed('Event deleted successfully!') },
  },
  '/api/post/posts': { post: { tags: ['posts'], summary: 'Create a puja card', security: admin, requestBody: multipart({ ...postFields, image: file }, ['title', 'description', 'date', 'image']), responses: saved('PujaPost', 201, 'Post submitted successfully!') } },
  '/api/post/{id}': {
    parameters: [idParameter],
    put: { tags: ['posts'], summary: 'Update a puja card (title, description, image; date optional)', security: admin, requestBody: jsonOrMultipart(postFields, ['title', 'description']), responses: { ...saved('PujaPost', 200, 'Post updated successfully!'), 404: errorResponse('No such card') } },
    delete: { tags: ['posts'], summary: 'Delete a puja card and its picture', security: admin, responses: removed('Post deleted successfully!') },
  },
  '/api/activities': { post: { tags: ['activities'], summary: 'Create an activity', security: admin, requestBody: multipart({ ...activityFields, image: file }, ['title', 'description', 'image']), responses: saved('Activity', 201, 'Post submitted successfully!') } },
  '/api/activities/{id}': {
    parameters: [idParameter],
    put: { tags: ['activities'], summary: 'Update an activity', security: admin, requestBody: jsonOrMultipart(activityFields, ['title', 'description']), responses: { ...saved('Activity', 200, 'Activity updated successfully!'), 404: errorResponse('No such activity') } },
    delete: { tags: ['activities'], summary: 'Delete an activity and its picture', security: admin, responses: removed('Activity deleted successfully!') },
  },
  '/api/gallery': { post: { tags: ['gallery'], summary: 'Create an album (repeated images parts, at most 100)', security: admin, requestBody: multipart({ title: text, titleTe: text, date: { type: 'string', format: 'date' }, images: { type: 'array', items: file } }, ['title', 'images']), responses: saved('Album', 201, 'Upload successful!') } },
  '/api/gallery/{id}': { parameters: [idParameter], delete: { tags: ['gallery'], summary: 'Delete an album and its photos', security: admin, responses: removed('Album deleted successfully!') } },
  '/api/gallery/{id}/images': { parameters: [idParameter], post: { tags: ['gallery'], summary: 'Add photos to an album', security: admin, requestBody: multipart({ images: { type: 'array', items: file } }, ['images']), responses: { ...saved('Album', 200, 'Upload successful!'), 404: errorResponse('No such album') } } },
  '/api/gallery/{id}/photos/{photoId}': {
    parameters: [idParameter, { name: 'photoId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
    put: { tags: ['gallery'], summary: "Write a photo's caption (blank removes it); the album comes back", security: admin, requestBody: jsonOrMultipart({ caption: text, captionTe: text }, []), responses: { ...saved('Album', 200, 'Caption saved.'), 404: errorResponse('No such album or photo') } },
  },
};

for (const [path, operations] of Object.entries(writes)) paths[path] = { ...(paths[path] as object), ...operations };

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: { title: 'Peetam website API', version: '1.0.0', description: 'Reads are public; writes need an Admin session. Errors are { message, fields? }.' },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName() },
        bearer: { type: 'http', scheme: 'bearer', description: 'The token that /api/user/login returns' },
      },
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => {
          const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output' });
          return [name, jsonSchema];
        }),
      ),
    },
  };
}
