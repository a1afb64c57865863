import { z } from 'zod';
import { eventJsonSchema } from '../../features/events/schema.ts';
import { pujaPostJsonSchema } from '../../features/posts/schema.ts';
import { activityJsonSchema } from '../../features/activities/schema.ts';
import { albumJsonSchema } from '../../features/gallery/schema.ts';

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

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: { title: 'Peetam website API', version: '1.0.0', description: 'Reads are public; writes need an Admin session. Errors are { message, fields? }.' },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => {
          const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output' });
          return [name, jsonSchema];
        }),
      ),
    },
  };
}
