import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBudget, publicRoutes } from '#src/features/site/routes.ts';
import { languages, localePath } from '#src/i18n/index.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Decision 116: a page without islands runs one script, the header's keyboard script, inline;
// the focus script of forms comes only with a page that can have a field to focus.
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
});
afterAll(() => server?.stop());

const scriptFiles = (html: string) => [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
const inlineCode = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
    .map(([, , body]) => body!)
    .join('');
const focusScript = /FocusOnLoad[^"]*\.js/;

const staticPages = languages.flatMap((lang) =>
  publicRoutes.filter((r) => !r.islands).map((r) => localePath(lang, r.path)),
);

describe('the scripts of a page', () => {
  it.each(staticPages)('%s loads no script file and only the header keyboard script inline', async (path) => {
    const html = await (await http.get(path)).text();
    expect(scriptFiles(html)).toEqual([]);
    const code = inlineCode(html);
    expect(code).toContain('mobile-menu');
    expect(gzipSync(code).length).toBeLessThanOrEqual(pageBudget.staticInlineJsBytes);
  });

  const loadsTheFocusScript =
    'loads the focus script on a page with a form, and on a page without one only when it answers a POST';
  it(loadsTheFocusScript, async () => {
    expect(scriptFiles(await (await http.get('/contactus')).text()).some((src) => focusScript.test(src))).toBe(true);
    expect(scriptFiles(await (await http.get('/te/vastu')).text()).some((src) => focusScript.test(src))).toBe(true);
    for (const path of ['/', '/gallery'])
      expect(scriptFiles(await (await http.get(path)).text()).some((src) => focusScript.test(src))).toBe(false);
    expect(scriptFiles(await (await http.get('/book/chandi-homam')).text())).toEqual([]);
    const posted = await (await http.form('/book/chandi-homam', {})).text();
    expect(posted).toContain('aria-invalid="true"');
    expect(scriptFiles(posted).some((src) => focusScript.test(src))).toBe(true);
  });
});
