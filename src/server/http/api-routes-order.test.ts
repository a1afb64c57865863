import { describe, expect, it } from 'vitest';
import { allowedMethods, apiRefusal, apiRoutesOf, findApiRoute, segmentsOf } from './api-routes.ts';

const load = async () => ({ GET: () => new Response() });

describe('API route files, ranked and read as Astro does', () => {
  it('ranks a shorter path first, then a static segment before a parameter before a rest', () => {
    const files = [
      './pages/api/files/[...path].ts',
      './pages/api/files/[id].ts',
      './pages/api/files/list.ts',
      './pages/api/files.ts',
      './pages/api/index.ts',
    ];
    const ranked = apiRoutesOf(Object.fromEntries(files.map((file) => [file, load])));
    expect(ranked.map((route) => route.file)).toEqual([
      './pages/api/index.ts',
      './pages/api/files.ts',
      './pages/api/files/list.ts',
      './pages/api/files/[id].ts',
      './pages/api/files/[...path].ts',
    ]);
    expect(findApiRoute(ranked, '/api/files/7')?.file).toBe('./pages/api/files/[id].ts');
  });

  it('reads a file name whole: the folder up to the first pages/, .ts at the end, index alone', () => {
    const names = (file: string) => segmentsOf(file).map((s) => (s.kind === 'static' ? s.text : `<${s.kind}>`));
    expect(names('./src/pages/api/pages/x.ts')).toEqual(['api', 'pages', 'x']);
    expect(names('./pages/api/data.tsv.ts')).toEqual(['api', 'data.tsv']);
    expect(names('./pages/api/indexes.ts')).toEqual(['api', 'indexes']);
    expect(names('./pages/index.ts')).toEqual([]);
    expect(names('./pages/api/reindex.ts')).toEqual(['api', 'reindex']);
    expect(names('./pages/api/[id].ts')).toEqual(['api', '<param>']);
    expect(names('./pages/api/[...rest].ts')).toEqual(['api', '<rest>']);
    for (const odd of ['a[id]', '[id]a', 'a[...b]', '[...b]a'])
      expect(names(`./pages/api/${odd}.ts`), odd).toEqual(['api', odd]);
  });

  it('puts HEAD right after GET, and serves every method from ALL', () => {
    expect(allowedMethods({ GET: () => 0, POST: () => 0, PUT: () => 0 })).toEqual(['GET', 'HEAD', 'POST', 'PUT']);
    expect(allowedMethods({ ALL: () => 0 })).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  });

  it('names the path, the method and the methods allowed in its refusals', async () => {
    const routes = apiRoutesOf({ './pages/api/event.ts': load });
    expect(await apiRefusal(routes, 'GET', '/api/nope')).toMatchObject({
      status: 404,
      message: 'api.notFound',
      vars: { path: '/api/nope' },
    });
    expect(await apiRefusal(routes, 'delete', '/api/event')).toMatchObject({
      status: 405,
      message: 'api.methodNotAllowed',
      vars: { path: '/api/event', method: 'DELETE', allowed: 'GET, HEAD' },
      headers: { allow: 'GET, HEAD' },
    });
  });
});
