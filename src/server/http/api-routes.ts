import { RequestError } from './errors.ts';

/**
 * Unknown paths and methods under /api answer JSON, never the HTML 404 page (docs/decisions/110).
 * The route files themselves are the list: the middleware hands over what `import.meta.glob`
 * finds under src/pages/api, so a new route file is known without being registered anywhere.
 */

export interface ApiRoute {
  /** The file as the glob names it, e.g. `./pages/api/event/[id].ts`. */
  file: string;
  segments: Segment[];
  /** Imports the route module; its exported HTTP methods are the methods it serves. */
  load: () => Promise<Record<string, unknown>>;
}

type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' };

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** `./pages/api/event/[id].ts` → api / event / [id]; `index.ts` stands for its folder. */
export function segmentsOf(file: string): Segment[] {
  const path = file
    .replace(/^.*?\/pages\//, '')
    .replace(/\.ts$/, '')
    .replace(/(^|\/)index$/, '');
  return path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (/^\[\.\.\.[^\]]+\]$/.test(part)) return { kind: 'rest' };
      if (/^\[[^\]]+\]$/.test(part)) return { kind: 'param' };
      return { kind: 'static', text: part };
    });
}

export function apiRoutesOf(modules: Record<string, () => Promise<unknown>>): ApiRoute[] {
  const routes = Object.entries(modules).map(([file, load]) => ({
    file,
    segments: segmentsOf(file),
    load: load as ApiRoute['load'],
  }));
  // As Astro ranks them: a static segment before a parameter, a parameter before a rest.
  const rank = (s: Segment) => (s.kind === 'static' ? 0 : s.kind === 'param' ? 1 : 2);
  return routes.sort((a, b) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const [x, y] = [a.segments[i], b.segments[i]];
      if (!x || !y) return x ? 1 : -1;
      if (rank(x) !== rank(y)) return rank(x) - rank(y);
    }
    return 0;
  });
}

function matches(segments: Segment[], parts: string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'rest') return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.kind === 'static' && segment.text !== part) return false;
  }
  return parts.length === segments.length;
}

/** The route file that answers a decoded path such as `/api/event/12`, if any. */
export function findApiRoute(routes: ApiRoute[], path: string): ApiRoute | undefined {
  const parts = path.split('/').filter(Boolean);
  return routes.find((route) => matches(route.segments, parts));
}

/** The methods a route module serves; HEAD comes with GET, as Astro answers it. */
export function allowedMethods(module: Record<string, unknown>): string[] {
  const served = METHODS.filter((m) => typeof module[m] === 'function' || typeof module.ALL === 'function');
  if (served.includes('GET') && !served.includes('HEAD')) served.splice(served.indexOf('GET') + 1, 0, 'HEAD');
  return served;
}

/**
 * Why an API request cannot reach a handler: 404 for a path no route file serves, 405 with
 * `Allow` for a method its file does not export. Null when a handler will answer it.
 */
export async function apiRefusal(routes: ApiRoute[], method: string, path: string): Promise<RequestError | null> {
  const route = findApiRoute(routes, path);
  if (!route) return new RequestError(404, 'api.notFound', undefined, { path });
  const allowed = allowedMethods(await route.load());
  if (allowed.includes(method.toUpperCase())) return null;
  return new RequestError(
    405,
    'api.methodNotAllowed',
    undefined,
    { path, method: method.toUpperCase(), allowed: allowed.join(', ') },
    { allow: allowed.join(', ') },
  );
}
