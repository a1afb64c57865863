import { defineMiddleware } from 'astro:middleware';
import { createT, splitLocale } from './i18n/index.ts';
import { getDb } from './server/db/connect.ts';
import { applySecurityHeaders } from './server/security-headers.ts';
import { loadSettings } from './features/site/settings/service.ts';
import { adminPageGuard, credentialOf } from './features/auth/guard.ts';
import { userOfToken } from './features/auth/service.ts';
import { crossSiteRefusal, isCrossSiteWrite } from './server/http/origin.ts';
import { getConfig } from './server/config.ts';
import { getPageCache, isAdminChange, isCacheableRequest, pageResponse, type Miss } from './server/page-cache/index.ts';
import { bumpContentVersion } from './server/page-cache/version.ts';

const isAsset = (path: string) => path.startsWith('/_astro/') || path.startsWith('/media/');
/** Uploaded images are answered by src/pages/uploads from the file storage, with no page around them. */
const isUpload = (path: string) => path.startsWith('/uploads/');
let publicOrigin: string | undefined;

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  // Files that exist are served before Astro sees the request; a missing one needs no page.
  if (isAsset(pathname)) return new Response('Not found', { status: 404 });
  if (isUpload(pathname)) {
    const response = await next();
    applySecurityHeaders(response.headers);
    return response;
  }

  // Astro's own origin check is off (it would also refuse Bearer API clients); this replaces it.
  // Behind a TLS proxy the app sees http://; the public SITE_URL is this site's origin too.
  const config = getConfig();
  publicOrigin ??= new URL(config.SITE_URL).origin;
  if (isCrossSiteWrite(context.request, context.url.origin, publicOrigin)) return crossSiteRefusal();

  const { lang, path } = splitLocale(pathname);
  const db = getDb();

  // A visitor without a session gets the page as it was last rendered, while the content
  // version in the database says nothing changed since (docs/decisions/080).
  const cache = getPageCache(db, config);
  let miss: Miss | undefined;
  if (cache && isCacheableRequest({ method: context.request.method, header: (name) => context.request.headers.get(name) }, pathname, context.url.search)) {
    // The HTTP server looked already (and answered a hit without Astro); under `astro dev` it did not.
    const found = context.locals.pageCacheMiss ?? (await cache.lookup(pathname, context.url.search));
    if ('page' in found) return pageResponse(found.page);
    miss = found;
  }

  context.locals.lang = lang;
  context.locals.t = createT(lang);
  context.locals.path = path;

  // The session and the settings are independent reads: one round trip, not two, on PostgreSQL.
  const [user, loaded] = await Promise.all([
    userOfToken(db, credentialOf(context)),
    path.startsWith('/api/') ? null : loadSettings(db),
  ]);
  context.locals.user = user;
  if (loaded) {
    context.locals.settings = loaded.settings;
    context.locals.settingsFallbacks = loaded.fallbacks;
  }

  // Each admin page checks again in its own frontmatter; this keeps a forgotten check from
  // ever showing an admin screen to a visitor.
  if (path === '/admin' || path.startsWith('/admin/')) {
    const guard = await adminPageGuard(context);
    if ('response' in guard) return guard.response;
  }

  // Telugu pages are the English route files rendered in Telugu: one file per route.
  const response = lang === 'te' ? await next(path + context.url.search) : await next();
  applySecurityHeaders(response.headers, context.locals.policyWidenings);
  // A page that shows who is signed in must not be kept by a shared cache.
  if (context.locals.user && !response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store');
  // Every admin screen, present and future, invalidates the cached pages of every instance
  // here, before the administrator sees the result of the change.
  if (isAdminChange(context.request.method, user?.role, response.status)) await (cache ? cache.contentChanged() : bumpContentVersion(db));
  return miss && cache ? cache.keep(miss, response) : response;
});
