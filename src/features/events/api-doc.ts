import { messageSchema, type ApiOperations } from '#src/server/http/api-spec.ts';
import { eventCreateSchema, eventEditSchema } from './schema.ts';

/** The events' part of the API document, from the schemas the handlers and the admin form use. */
export const eventOperations: ApiOperations = {
  '/api/event': {
    get: {
      tag: 'events',
      summary: 'All events, latest first',
      access: 'public',
      ok: { 200: { description: 'The events', listOf: 'Event' } },
    },
    post: {
      tag: 'events',
      summary: 'Create an event',
      access: 'admin',
      body: { 'multipart/form-data': eventCreateSchema },
      ok: { 201: { description: 'Event submitted successfully!', json: 'Event' } },
    },
  },
  '/api/event/{id}': {
    put: {
      tag: 'events',
      summary: 'Update an event (a new photo, or the address of a stored one)',
      access: 'admin',
      body: { 'application/json': eventEditSchema, 'multipart/form-data': eventEditSchema },
      ok: { 200: { description: 'Event updated successfully!', json: 'Event' } },
    },
    delete: {
      tag: 'events',
      summary: 'Delete an event and its pictures',
      access: 'admin',
      ok: { 200: { description: 'Event deleted successfully!', json: messageSchema } },
    },
  },
  '/api/event/upcoming-events': {
    get: {
      tag: 'events',
      summary: 'Events on today (India) or later, soonest first',
      access: 'public',
      ok: { 200: { description: 'The events', listOf: 'Event' } },
    },
  },
  '/api/event/old-events': {
    get: {
      tag: 'events',
      summary: 'Events before today (India), latest first',
      access: 'public',
      ok: { 200: { description: 'The events', listOf: 'Event' } },
    },
  },
};
