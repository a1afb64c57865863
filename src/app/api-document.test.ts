import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '#tests/support/routes-on-disk.ts';
import { openApiDocument } from './api-document.ts';

const document = openApiDocument('https://peetam.example.org');
const paths = document.paths as Record<string, Record<string, { security?: unknown[] }>>;

/** `api/event/[id].ts` → `/api/event/{id}`; `index.ts` is its folder. */
const pathOf = (file: string) =>
  `/${file
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '')
    .replace(/\[([^\]]+)\]/g, '{$1}')}`;

describe('the API document', () => {
  it('describes every method of every route file under src/pages/api, and nothing else', () => {
    const onDisk = apiRoutes().flatMap((route) =>
      route.methods.map((method) => `${method.toLowerCase()} ${pathOf(route.file)}`),
    );
    const described = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'parameters')
        .map((method) => `${method} ${path}`),
    );
    expect(onDisk.length).toBeGreaterThan(25);
    expect(described.sort()).toEqual(onDisk.sort());
  });

  it('says who may call each operation, public reads with an empty list', () => {
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters') continue;
        expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
      }
    }
    expect(paths['/api/event']!.get!.security).toEqual([]);
    expect(paths['/api/event']!.post!.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
  });

  it('takes request bodies from the schemas that validate them', () => {
    const body = (
      paths['/api/event'] as Record<
        string,
        {
          requestBody: {
            content: Record<
              string,
              { schema: { required: string[]; properties: Record<string, { maxLength?: number }> } }
            >;
          };
        }
      >
    ).post!.requestBody.content['multipart/form-data']!.schema;
    expect(body.required).toEqual(expect.arrayContaining(['title', 'description', 'eventDate', 'image']));
    expect(body.properties.title!.maxLength).toBe(200);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});

describe('the sign-up operations', () => {
  it.each(['/api/user/signup', '/api/user/signupemail'])(
    '%s documents a repeated address as the 400 the site answers, never 409',
    (path) => {
      const responses = (paths[path] as Record<string, { responses: Record<string, { description: string }> }>).post!
        .responses;
      expect(responses['409']).toBeUndefined();
      expect(responses['400']!.description).toMatch(/account with this e-mail exists/);
    },
  );
});
