import { defineMiddleware } from 'astro:middleware';
import { createT, splitLocale } from './i18n/index.ts';
import { getDb } from './server/db/connect.ts';
import { applySecurityHeaders } from './server/security-headers.ts';
import { loadSettings } from './features/site/settings/service.ts';

const isAsset = (path: string) => path.startsWith('/_astro/') || path.startsWith('/media/') || path.startsWith('/uploads/');

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  // Real files never reach Astro in production; a missing one needs no page around its 404.
  if (isAsset(pathname)) {
    const response = await next();
    return response.status === 404 ? new Response('Not found', { status: 404 }) : response;
  }

  const { lang, path } = splitLocale(pathname);
  context.locals.lang = lang;
  context.locals.t = createT(lang);
  context.locals.path = path;

  if (!path.startsWith('/api/')) {
    const { settings, fallbacks } = await loadSettings(getDb());
    context.locals.settings = settings;
    context.locals.settingsFallbacks = fallbacks;
  }

  // Telugu pages are the English route files rendered in Telugu: one file per route.
  const response = lang === 'te' ? await next(path + context.url.search) : await next();
  applySecurityHeaders(response.headers);
  return response;
});
