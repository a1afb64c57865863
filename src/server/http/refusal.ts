import { localePath, type Lang } from '#src/i18n/locale.ts';
import type { Translate } from '../validation/messages.ts';
import { errorResponse, refusalText, type RequestError } from './errors.ts';

/**
 * The answer to a request refused before any page could be made for it (a body over its limit,
 * an address with a broken character): a small page that needs neither the settings nor the
 * database, so it can always be sent. API paths get the JSON every API error has.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A standalone page: no layout, no script, inline style only. */
export function plainPage(lang: Lang, title: string, paragraphs: string[]): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title></head>\n` +
    `<body style="font-family:&quot;Noto Sans Telugu&quot;,system-ui,-apple-system,&quot;Segoe UI&quot;,Roboto,` +
    `sans-serif;background:#fdf7e8;color:#2a1a10;max-width:40rem;margin:10vh auto;padding:1.5rem">\n` +
    `<h1 style="color:#561313">${escapeHtml(title)}</h1>${paragraphs.join('')}</body></html>`
  );
}

const htmlHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

/** A link or form with a broken character: in both languages, since the language is part of the broken address. */
export const badAddressHtml = plainPage('en', 'This address is not valid', [
  '<p>The link has a broken character in it. Please check the address, or start again from the ' +
    '<a href="/">home page</a>.</p>',
  '<p lang="te">ఈ చిరునామాలో తప్పు అక్షరం ఉంది. దయచేసి చిరునామాను సరిచూడండి, లేదా ' +
    '<a href="/te">ముఖపుట</a> నుండి మళ్లీ ప్రారంభించండి.</p>',
]);

export const badAddressResponse = () => new Response(badAddressHtml, { status: 400, headers: htmlHeaders });

/** A refused request: JSON `{ message, fields }` under /api, else a page in the visitor's language (`t` speaks it). */
export function refusalResponse(
  error: RequestError,
  options: { api: boolean; lang: Lang; t: Translate; back?: string },
): Response {
  const { t } = options;
  if (options.api) return errorResponse(error, t);
  const html = plainPage(options.lang, t('request.refused.title'), [
    `<p>${escapeHtml(refusalText(error, t))}</p>`,
    options.back
      ? `<p><a href="${escapeHtml(localePath(options.lang, options.back))}" style="color:#7a1f1f;font-weight:700">` +
        `${escapeHtml(t('request.refused.back'))}</a></p>`
      : '',
    `<p><a href="${localePath(options.lang, '/')}" style="color:#7a1f1f;font-weight:700">` +
      `${escapeHtml(t('error.notFound.home'))}</a></p>`,
  ]);
  return new Response(html, { status: error.status, headers: { ...htmlHeaders, ...error.headers } });
}
