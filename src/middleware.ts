import { defineMiddleware } from 'astro:middleware';
import { createT, splitLocale, type Lang } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { applySecurityHeaders } from '#src/server/security-headers.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { adminPageGuard, credentialOf, userOfToken } from '#src/features/auth/service.ts';
import { crossSiteRefusal, isCrossSiteWrite } from '#src/server/http/origin.ts';
import { getConfig } from '#src/server/config.ts';
import { getPageCache, isAdminChange, type Miss } from '#src/server/page-cache/index.ts';
import { compressResponse } from '#src/server/http/compression.ts';
import { cacheablePages } from '#src/features/site/service.ts';
import { bumpContentVersion } from '#src/server/page-cache/version.ts';
import { currentContentVersion, keptRead } from '#src/server/page-cache/reads.ts';
import { errorResponse, RequestError } from '#src/server/http/errors.ts';
import { apiRefusal, apiRoutesOf } from '#src/server/http/api-routes.ts';
import { isServablePath } from '#src/server/http/address.ts';
import { proxyRefusal } from '#src/server/http/body.ts';
import { withValidHtml } from '#src/server/http/island-style.ts';
import { badAddressResponse, refusalResponse } from '#src/server/http/refusal.ts';
import { DatabaseUnavailable } from '#src/server/db/unavailable.ts';
import { answerKind, unavailableResponse } from '#src/server/http/unavailable.ts';

const isAsset = (path: string) => path.startsWith('/_astro/') || path.startsWith('/media/');
/** Uploaded images are answered by src/pages/uploads from the file storage, with no page around them. */
const isUpload = (path: string) => path.startsWith('/uploads/');
let publicOrigin: string | undefined;
/** The API's route files: what they do not serve answers JSON 404 or 405 here. */
const apiRoutes = apiRoutesOf(import.meta.glob('./pages/api/**/*.ts'));

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  // Files that exist are served before Astro sees the request; a missing one needs no page.
  if (isAsset(pathname)) return new Response('Not found', { status: 404 });
  // The path as it came: Astro has decoded context.url once already.
  const rawPath = new URL(context.request.url).pathname;
  if (!isServablePath(rawPath)) return withHeaders(badAddressResponse());
  const { lang: pathLang, path } = splitLocale(pathname);
  // An API caller may ask for Telugu with ?lang=te; a page's language is its path's.
  const { api, lang } = answerKind(pathname, context.url.search);
  // Set before anything can fail, so that an error page or answer always has its language.
  context.locals.lang = lang;
  context.locals.t = createT(lang);
  context.locals.path = path;
  if (isUpload(pathname)) return withHeaders(await next());

  try {
    const refused = proxyRefusal(context.request.headers);
    if (refused) throw refused;
    return await handle(context, next, { lang: pathLang, path, api, rawPath });
  } catch (error) {
    // The one place a failure becomes an answer (docs/decisions/112). A refusal is the sender's
    // to fix: answered in their language, never logged as a failure.
    if (error instanceof RequestError) {
      return withHeaders(refusalResponse(error, { api, lang, t: context.locals.t, back: api ? undefined : path }));
    }
    // Any query of any route, page or API: one answer, logged once per outage by the driver.
    if (error instanceof DatabaseUnavailable) return withHeaders(unavailableResponse({ api, lang }, createT));
    // Anything else: JSON 500 under /api (logged once); a page gets the error page from Astro.
    if (api) return withHeaders(errorResponse(error, context.locals.t));
    throw error;
  }
});

function withHeaders(response: Response): Response {
  applySecurityHeaders(response.headers);
  return response;
}

type Context = Parameters<Parameters<typeof defineMiddleware>[0]>[0];
type Next = Parameters<Parameters<typeof defineMiddleware>[0]>[1];

async function handle(
  context: Context,
  next: Next,
  request: { lang: Lang; path: string; api: boolean; rawPath: string },
): Promise<Response> {
  const { lang, path, api } = request;
  const { pathname } = context.url;
  if (api) {
    const refusal = await apiRefusal(apiRoutes, context.request.method, path);
    if (refusal) throw refusal;
  }

  // Astro's own origin check is off (it would also refuse Bearer API clients); this replaces it.
  // Behind a TLS proxy the app sees http://; the public SITE_URL is this site's origin too.
  const config = getConfig();
  publicOrigin ??= new URL(config.SITE_URL).origin;
  if (isCrossSiteWrite(context.request, context.url.origin, publicOrigin)) throw crossSiteRefusal();

  const db = getDb();

  // Kept pages are answered before Astro (src/app/kept-pages.ts), which hands on the miss it found
  // for this to keep what is rendered. The dev server cannot hand it on: looked up again there.
  const cache = getPageCache(db, config, cacheablePages);
  let miss: Miss | undefined = context.locals.pageCacheMiss;
  const asked = {
    method: context.request.method,
    header: (name: 'authorization' | 'cookie') => context.request.headers.get(name),
  };
  if (!miss && cache?.accepts(asked, pathname, context.url.search)) {
    const found = await cache.lookup(pathname, context.url.search);
    // Kept by another request meanwhile: rendered all the same, and not kept twice.
    if (!('page' in found)) miss = found;
  }

  // The session and the settings are independent reads: one round trip, not two, on PostgreSQL.
  // The settings are read once per content version (the page cache's lookup read it already).
  const settingsOfVersion = async () => {
    const version = miss ? miss.version : await currentContentVersion(db);
    context.locals.contentVersion = version;
    return keptRead(version, 'settings', () => loadSettings(db));
  };
  const [user, loaded] = await Promise.all([
    userOfToken(db, credentialOf(context)),
    // The not-found page is sent even when the settings cannot be read: it has a plain form.
    // Not while the database is away: Telugu addresses match no route file until they are
    // rewritten below, so a Telugu page would be rendered without its settings.
    api
      ? null
      : settingsOfVersion().catch((error: unknown) =>
          context.routePattern === '/404' && !(error instanceof DatabaseUnavailable) ? null : Promise.reject(error),
        ),
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

  // Telugu pages are the English route files rendered in Telugu: one file per route. The path
  // goes on encoded as it came, or Astro would decode a literal '%' twice.
  // The error page is for errors: asked for by its address, it is a page that does not exist.
  const rawTarget = path.replace(/\/+$/, '') === '/500' ? '/404' : splitLocale(request.rawPath).path;
  const response = await withValidHtml(
    lang === 'te' || rawTarget !== request.rawPath
      ? await next(new URL(rawTarget + context.url.search, context.url))
      : await next(),
  );
  applySecurityHeaders(response.headers, context.locals.policyWidenings);
  // A page that shows who is signed in must not be kept by a shared cache.
  if (context.locals.user && !response.headers.has('cache-control'))
    response.headers.set('cache-control', 'private, no-store');
  // Every admin screen, present and future, invalidates the cached pages of every instance
  // here, before the administrator sees the result of the change.
  if (isAdminChange(context.request.method, user?.role, response.status))
    await (cache ? cache.contentChanged() : bumpContentVersion(db));
  // Kept pages are compressed once when kept; any other answer for this request alone.
  return miss && cache
    ? cache.keep(miss, response, context.request.headers.get('accept-encoding'))
    : compressResponse(context.request, response);
}
