// npm run bench:pages: builds, serves the site on a fresh database with demo content, visits every
// public route in both languages as a first-time visitor on a 390 px phone (the signed-in pages as
// a devotee with a puja booking), and prints what each visit downloads (gzip sizes of HTML, CSS
// and JS files, and of the scripts inside the HTML; fonts and images as sent) and the request
// count. Exits non-zero when a page is over the budget of src/features/site/routes.ts.
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer } from '../../tests/support/server.ts';
import { launchBrowser, phone, sessionCookieFor } from '../../tests/e2e/support/browser.ts';
import { createUser } from '../../tests/support/accounts.ts';
import { bookingBody, dayAhead } from '../../tests/support/bookings.ts';
import { pageBudget, publicRoutes, recordPageSamples, signedInRoutes } from '#src/features/site/routes.ts';
import { languages, localePath } from '#src/i18n/index.ts';

type Kind = 'html' | 'css' | 'js' | 'font' | 'img' | 'other';
const kinds: Kind[] = ['html', 'css', 'js', 'font', 'img', 'other'];

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'font') return 'font';
  if (resourceType === 'image' || resourceType === 'media') return 'img';
  return /\.woff2?$/.test(url) ? 'font' : 'other';
}

/** What travels on the wire: text compressed as a proxy would, binary formats as they are. */
const wireBytes = (kind: Kind, body: Buffer) =>
  kind === 'html' || kind === 'css' || kind === 'js' ? gzipSync(body).length : body.length;

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

/**
 * The scripts a document carries inline (Astro inlines a small page script), gzip: JavaScript too, whatever its way in.
 * JSON-LD is data, not counted.
 */
function inlineScriptBytes(html: string): number {
  const code = [
    ...html.matchAll(/<script(?![^>]*\btype="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1])
    .join('');
  return code ? gzipSync(code).length : 0;
}

if (!buildIfNeeded()) process.exit(1);
const server = await startServer();
const browser = await launchBrowser();
const failures: string[] = [];
const onlyPaths = process.argv.slice(2);

console.log(
  `\nFirst visit on a 390 px phone; KB (gzip for HTML/CSS/JS: js is script files, inline js the scripts inside the ` +
    `HTML, in bytes). Budget: static pages no script file and inline JS <= ${pageBudget.staticInlineJsBytes} bytes ` +
    `(the header's keyboard script), <= ${pageBudget.staticHtmlCssFontBytes / 1024} KB HTML+CSS+fonts; island ` +
    `pages <= ${pageBudget.islandJsBytes / 1024} KB of script files.\n`,
);
console.log(`${'route'.padEnd(30)}${kinds.map((k) => k.padStart(8)).join('')}  inline js  reqs  budget`);

// The signed-in pages' devotee, with a booking of the sampled puja so that its section is shown.
const devotee = await createUser(server, { role: 'User' });
const pujas = (await (await fetch(`${server.url}/api/pujas`)).json()) as { id: number; slug: string }[];
const sampled = pujas.find((p) => `/book/${p.slug}` === recordPageSamples[0]?.path) ?? pujas[0]!;
const booked = await fetch(`${server.url}/api/bookings`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${devotee.token}` },
  body: JSON.stringify(bookingBody(sampled.id, dayAhead(3), { email: devotee.email })),
});
if (booked.status !== 201)
  console.warn(`The signed-in pages' booking was refused (${booked.status}); /account is measured without it.`);
const signedIn = new Set(signedInRoutes.map((r) => r.path));

try {
  for (const route of [...publicRoutes, ...recordPageSamples, ...signedInRoutes].filter(
    (r) => onlyPaths.length === 0 || onlyPaths.includes(r.path),
  )) {
    for (const lang of languages) {
      const path = localePath(lang, route.path);
      const context = await browser.newContext({ ...phone, baseURL: server.url });
      if (signedIn.has(route.path)) await context.addCookies([sessionCookieFor(devotee.token, server.url)]);
      const page = await context.newPage();
      const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0, font: 0, img: 0, other: 0 };
      const pending: Promise<void>[] = [];
      let requests = 0;
      let scriptFiles = 0;
      let inlineJs = 0;
      page.on('response', (response) => {
        requests += 1;
        const kind = kindOf(response.request().resourceType(), response.url());
        if (kind === 'js') scriptFiles += 1;
        pending.push(
          response
            .body()
            .then((body) => {
              bytes[kind] += wireBytes(kind, body);
              if (kind === 'html') inlineJs += inlineScriptBytes(body.toString('utf8'));
            })
            .catch(() => undefined),
        );
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // A signed-in page measured as the sign-in form it redirects to would say nothing.
      if (new URL(page.url()).pathname !== encodeURI(path))
        failures.push(`${path}: answered by ${new URL(page.url()).pathname}`);
      // Scroll through the page so islands that hydrate when visible are counted too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      await context.close();

      const htmlCssFont = bytes.html + bytes.css + bytes.font;
      const problems: string[] = [];
      // A static page's one script is the header's keyboard script, inline (docs/decisions/116); a
      // page with a form may also load the form focus script, within the island budget.
      const interactive = route.islands === true || route.forms === true;
      if (!interactive && scriptFiles > 0) problems.push(`loads ${scriptFiles} script file(s)`);
      if (!interactive && inlineJs > pageBudget.staticInlineJsBytes) problems.push(`inline JS ${inlineJs} bytes`);
      if (interactive && bytes.js > pageBudget.islandJsBytes) problems.push(`JS files ${kb(bytes.js).trim()} KB`);
      if (!route.islands && htmlCssFont > pageBudget.staticHtmlCssFontBytes)
        problems.push(`HTML+CSS+fonts ${kb(htmlCssFont).trim()} KB`);
      if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
      console.log(
        `${path.padEnd(30)}${kinds.map((k) => kb(bytes[k]).padStart(8)).join('')}  ${String(inlineJs).padStart(9)}  ` +
          `${String(requests).padStart(4)}  ${problems.length ? 'OVER' : 'ok'}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page is within its budget.');
