import { describe, expect, it } from 'vitest';
import { allowedMethods, apiRefusal, apiRoutesOf, findApiRoute } from './api-routes.ts';

const module =
  (...methods: string[]) =>
  async () =>
    Object.fromEntries(methods.map((m) => [m, () => new Response()]));
const routes = apiRoutesOf({
  './pages/api/event/index.ts': module('GET', 'POST'),
  './pages/api/event/[id].ts': module('PUT', 'DELETE'),
  './pages/api/event/upcoming-events.ts': module('GET'),
  './pages/api/gallery/[id]/images.ts': module('POST'),
  './pages/api/openapi.json.ts': module('GET'),
  './pages/api/files/[...path].ts': module('GET'),
});

describe('API routes from their files', () => {
  it('finds the file for a path, a static name before a parameter', () => {
    expect(findApiRoute(routes, '/api/event')?.file).toBe('./pages/api/event/index.ts');
    expect(findApiRoute(routes, '/api/event/')?.file).toBe('./pages/api/event/index.ts');
    expect(findApiRoute(routes, '/api/event/12')?.file).toBe('./pages/api/event/[id].ts');
    expect(findApiRoute(routes, '/api/event/upcoming-events')?.file).toBe('./pages/api/event/upcoming-events.ts');
    expect(findApiRoute(routes, '/api/gallery/3/images')?.file).toBe('./pages/api/gallery/[id]/images.ts');
    expect(findApiRoute(routes, '/api/openapi.json')?.file).toBe('./pages/api/openapi.json.ts');
    expect(findApiRoute(routes, '/api/files/a/b/c.txt')?.file).toBe('./pages/api/files/[...path].ts');
  });

  it('finds nothing for a path no file serves', () => {
    for (const path of ['/api', '/api/', '/api/nope', '/api/event/1/2', '/api/gallery/3', '/api/files'])
      expect(findApiRoute(routes, path)).toBeUndefined();
  });

  it('lists the exported methods, with HEAD where GET is', () => {
    expect(allowedMethods({ GET: () => 0, POST: () => 0 })).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods({ PUT: () => 0, DELETE: () => 0, prerender: false })).toEqual(['PUT', 'DELETE']);
  });

  it('answers 404 for an unknown path and 405 with Allow for a method the file does not export', async () => {
    expect((await apiRefusal(routes, 'GET', '/api/nope'))?.status).toBe(404);
    const refused = await apiRefusal(routes, 'DELETE', '/api/event');
    expect(refused?.status).toBe(405);
    expect(refused?.headers).toEqual({ allow: 'GET, HEAD, POST' });
    expect(await apiRefusal(routes, 'head', '/api/event')).toBeNull();
    expect(await apiRefusal(routes, 'PUT', '/api/event/7')).toBeNull();
  });
});
