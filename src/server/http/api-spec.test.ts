import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiModels, openApiPaths } from './api-spec.ts';

const error = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

describe('the OpenAPI paths of the operations', () => {
  // A body is read as input (extra fields allowed), an answer described as output (none).
  it('an admin write on a record: path id, body, the usual refusals and its own', () => {
    const body = z.object({ title: z.string() });
    const paths = openApiPaths({
      '/api/events/{id}': {
        put: {
          summary: 'Change an event',
          tag: 'Events',
          access: 'admin',
          body: { 'application/json': body },
          ok: { 200: { description: 'Changed', json: 'Event' } },
          refusals: { 409: 'Changed meanwhile' },
        },
      },
    });
    expect(paths).toEqual({
      '/api/events/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        put: {
          operationId: 'putEventsId',
          tags: ['Events'],
          summary: 'Change an event',
          security: [{ sessionCookie: [] }, { bearer: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { title: { type: 'string' } },
                  required: ['title'],
                },
              },
            },
          },
          responses: {
            200: {
              description: 'Changed',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Event' } } },
            },
            400: { description: 'A field is missing or invalid; `fields` names each problem', content: error },
            401: { description: 'Not signed in', content: error },
            403: { description: 'Signed in, but not as an Admin', content: error },
            404: { description: 'No such record', content: error },
            409: { description: 'Changed meanwhile', content: error },
            413: { description: 'The request is over its size limit', content: error },
            415: { description: 'Not JSON or a form', content: error },
          },
        },
      },
    });
  });

  it('a public form is limited by address; a public read has no security, its query and its answers', () => {
    const paths = openApiPaths({
      '/api/contact.csv': {
        post: {
          summary: 'Write to the office',
          tag: 'Contact',
          access: 'public',
          body: { 'application/x-www-form-urlencoded': z.object({ name: z.string() }) },
          ok: { 303: { description: 'To the thanks page' } },
        },
        get: {
          summary: 'List',
          tag: 'Contact',
          access: 'signedIn',
          query: z.object({ from: z.string().optional() }),
          ok: {
            200: { description: 'The list', listOf: 'Message' },
            201: { description: 'A file', mediaType: 'text/csv' },
            202: { description: 'Inline', json: z.object({ n: z.number() }) },
          },
        },
      },
    });
    const item = paths['/api/contact.csv']!;
    expect(item.parameters).toBeUndefined();
    const post = item.post as {
      operationId: string;
      security: unknown;
      responses: Record<string, { description: string }>;
    };
    expect(post.operationId).toBe('postContactCsv');
    expect(post.security).toEqual([]);
    expect(Object.keys(post.responses)).toEqual(['303', '400', '413', '415', '429']);
    expect(post.responses[303]).toEqual({ description: 'To the thanks page' });
    expect(post.responses[429]!.description).toBe('Too many requests from this address; wait and try again');
    const get = item.get as Record<string, unknown>;
    expect(get.parameters).toEqual([{ name: 'from', in: 'query', required: false, schema: { type: 'string' } }]);
    expect(get.requestBody).toBeUndefined();
    expect(get.responses).toEqual({
      200: {
        description: 'The list',
        content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Message' } } } },
      },
      201: { description: 'A file', content: { 'text/csv': { schema: { type: 'string' } } } },
      202: {
        description: 'Inline',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { n: { type: 'number' } },
              required: ['n'],
              additionalProperties: false,
            },
          },
        },
      },
      401: { description: 'Not signed in', content: error },
    });
  });

  it('a webhook needs its signature only; an operation without a query has no parameters', () => {
    const paths = openApiPaths({
      '/api/payments/webhook': {
        post: { summary: 'Razorpay', tag: 'Payments', access: 'signature', ok: { 200: { description: 'Taken' } } },
      },
    });
    expect(paths['/api/payments/webhook']!.post).toEqual({
      operationId: 'postPaymentsWebhook',
      tags: ['Payments'],
      summary: 'Razorpay',
      security: [],
      responses: { 200: { description: 'Taken' } },
    });
  });
});

describe('the models', () => {
  it('lists the error shape first, then the named models, without a dialect', () => {
    const models = openApiModels({ Event: z.object({ id: z.number() }) });
    expect(Object.keys(models)).toEqual(['Error', 'Event']);
    expect(models.Error).toMatchObject({ type: 'object', required: ['message', 'fields'] });
    expect(models.Event).not.toHaveProperty('$schema');
  });
});
