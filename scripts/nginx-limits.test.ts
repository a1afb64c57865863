import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_LIMIT } from '#src/server/http/body.ts';
import { MAX_ALBUM_REQUEST, MAX_SINGLE_UPLOAD_REQUEST } from '#src/server/images/limits.ts';
import { MAX_SETTINGS_REQUEST } from '#src/features/settings/admin/limits.ts';
import { PAGE_REQUEST_LIMIT, PICTURE_PAGE_REQUEST_LIMIT } from '#src/features/page-texts/schema.ts';
import { STATEMENT_REQUEST_LIMIT } from '#src/features/reconciliation/forms.ts';

// deploy/nginx.conf turns away a body over its location's limit before the site reads it. Each
// route that reads more than a form must have a location at least as large as the site's own
// limit (or nginx refuses what the site would take), and not much larger (or nginx buffers
// megabytes the site then refuses).
const root = join(import.meta.dirname, '..');
const conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');

const bytes = (size: string) => Number(size.slice(0, -1)) * (size.endsWith('m') ? 1024 * 1024 : 1024);

/** Every `location ~ REGEX { ... client_max_body_size N; set $body_limit N; ... }` of the site. */
const locations = new Map(
  [...conf.matchAll(/location ~ (\S+) \{([^}]*)\}/g)].map(([, regex, block]) => [
    regex!,
    { max: /client_max_body_size (\w+);/.exec(block!)?.[1], named: /set \$body_limit (\w+);/.exec(block!)?.[1] },
  ]),
);

const large = [
  { location: '^/api/gallery(/|$)', paths: ['/api/gallery', '/api/gallery/7'], site: MAX_ALBUM_REQUEST },
  {
    location: '^/(te/)?admin/settings/?$',
    paths: ['/admin/settings', '/te/admin/settings'],
    site: MAX_SETTINGS_REQUEST,
  },
  {
    location: '^/api/(event|post|activities|pujas)(/|$)',
    paths: ['/api/event', '/api/post/3', '/api/activities', '/api/pujas', '/api/pujas/2'],
    site: MAX_SINGLE_UPLOAD_REQUEST,
  },
  { location: '^/(te/)?admin/pujas/?$', paths: ['/admin/pujas', '/te/admin/pujas'], site: MAX_SINGLE_UPLOAD_REQUEST },
  { location: '^/(te/)?admin/pages/?$', paths: ['/admin/pages', '/te/admin/pages'], site: PICTURE_PAGE_REQUEST_LIMIT },
  {
    location: '^/(te/)?admin/payments/?$',
    paths: ['/admin/payments', '/te/admin/payments'],
    site: STATEMENT_REQUEST_LIMIT,
  },
];

describe('the body limits of deploy/nginx.conf', () => {
  it('take every form and page text the site reads, elsewhere', () => {
    const fallback = /^ {4}client_max_body_size (\w+);/m.exec(conf)?.[1];
    expect(fallback).toBeDefined();
    expect(bytes(fallback!)).toBeGreaterThanOrEqual(Math.max(FORM_LIMIT, PAGE_REQUEST_LIMIT));
    expect(/^ {4}set \$body_limit (\w+);/m.exec(conf)?.[1]).toBe(fallback);
  });

  it.each(large)('$location takes what the site reads there, and a little more', ({ location, paths, site }) => {
    const found = locations.get(location);
    expect(found, `no location ~ ${location} in deploy/nginx.conf`).toBeDefined();
    expect(found!.named).toBe(found!.max);
    expect(bytes(found!.max!)).toBeGreaterThanOrEqual(site);
    expect(bytes(found!.max!)).toBeLessThanOrEqual(site + 2 * 1024 * 1024);
    for (const path of paths) expect(path).toMatch(new RegExp(location));
  });

  it('has no other large location, and every route with a larger limit than a form is listed here', () => {
    expect([...locations.keys()].sort()).toEqual(large.map((l) => l.location).sort());
    const limitNames = [
      'PAGE_REQUEST_LIMIT',
      'PICTURE_PAGE_REQUEST_LIMIT',
      'MAX_SINGLE_UPLOAD_REQUEST',
      'MAX_ALBUM_REQUEST',
      'MAX_SETTINGS_REQUEST',
      'STATEMENT_REQUEST_LIMIT',
    ];
    // A call that passes a limit: `readBody(request, LIMIT)`, its second argument to the line's end.
    const calls = sources(join(root, 'src')).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\b(?:readBody|readLimitedForm|readFields|readRawBody)\([\w.]+,([^\n]+)/g,
        ),
      ].map((m) => `${file}: ${m[1]!.trim()}`),
    );
    expect(calls.length).toBeGreaterThan(10);
    const unknown = calls.filter(
      (call) =>
        !limitNames.some((name) => call.includes(name)) &&
        !/: (FORM_LIMIT|maxBytes)\b/.test(call) &&
        // pageForm reads FORM_LIMIT unless its caller names a larger limit, which then names one of the above.
        !call.endsWith(': form.maxBytes ?? FORM_LIMIT));'),
    );
    expect(unknown).toEqual([]);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|astro)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}
