import { isLang, localePath, splitLocale, type Lang } from '#src/i18n/locale.ts';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import type { Translate } from '../validation/messages.ts';
import { escapeHtml, plainPage } from './refusal.ts';

/**
 * The answer while the database cannot be reached (at start-up, or when it goes away later):
 * 503 with Retry-After, as JSON `{ message }` under /api and as a short page in both languages
 * elsewhere, the visitor's first. Made without the settings or the database, so it can always
 * be sent, by the HTTP server before Astro is ready and by the middleware after.
 */

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Whether a request is for the API, and the language of its answer (`?lang=te` also asks the API for Telugu). */
export function answerKind(pathname: string, search = ''): { api: boolean; lang: Lang } {
  const { lang, path } = splitLocale(pathname);
  const api = isApiPath(path);
  const asked = api ? new URLSearchParams(search).get('lang') : null;
  return { api, lang: isLang(asked) ? asked : lang };
}

const headers = (type: string) => ({
  'content-type': type,
  'cache-control': 'no-store',
  'retry-after': String(RETRY_AFTER_SECONDS),
});

/** The site's translator in each language (src/i18n's createT), handed in: this layer reads no dictionary. */
export type Translators = (lang: Lang) => Translate;

export function unavailableAnswer(kind: { api: boolean; lang: Lang }, translators: Translators): Answer {
  if (kind.api) {
    return {
      status: 503,
      headers: headers('application/json; charset=utf-8'),
      body: JSON.stringify({ message: translators(kind.lang)('unavailable.api') }),
    };
  }
  const order: Lang[] = kind.lang === 'te' ? ['te', 'en'] : ['en', 'te'];
  const [first, second] = order.map((lang) => ({ lang, t: translators(lang) }));
  const section = ({ lang, t }: { lang: Lang; t: Translate }, heading: boolean) =>
    `${heading ? '' : `<h2 lang="${lang}" style="color:#561313">${escapeHtml(t('unavailable.title'))}</h2>`}` +
    `<p lang="${lang}">${escapeHtml(t('unavailable.body'))}</p>` +
    `<p lang="${lang}"><a href="${localePath(lang, '/')}" style="color:#7a1f1f;font-weight:700">` +
    `${escapeHtml(t('error.notFound.home'))}</a></p>`;
  const html = plainPage(first!.lang, first!.t('unavailable.title'), [section(first!, true), section(second!, false)]);
  return { status: 503, headers: headers('text/html; charset=utf-8'), body: html };
}

export function unavailableResponse(kind: { api: boolean; lang: Lang }, translators: Translators): Response {
  const answer = unavailableAnswer(kind, translators);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
