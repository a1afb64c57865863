// npm run deploy:check: starts the built site and Debian's nginx with deploy/nginx.conf in front
// of it, both on loopback ports (the file's domain, paths and ports swapped for temporary ones,
// its TLS lines and port-80 block left out), and checks through nginx that pages in both
// languages, a hashed asset, an uploaded image and a form post work, that text is gzipped, that
// uploads and assets come from disk with a year-long cache, that every answer (pages, files,
// errors) carries Strict-Transport-Security and files nosniff, that the request log keeps no
// query string, and what the microcache does (scripts/deploy-check-cache.ts; it measures with wrk).
// Exits non-zero on any failure.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from './build-if-needed.ts';
import { freePort, startServer } from '../tests/support/server.ts';
import { startNginx, type LocalNginx } from './nginx-local.ts';
import { checkMicrocache } from './deploy-check-cache.ts';
import { requireWrk } from './bench/wrk.ts';

const root = join(import.meta.dirname, '..');

/** deploy/nginx.conf as it would run on loopback: the lines only a real server can have are left out. */
function loopbackConfig(
  source: string,
  values: { listen: string; app: string; root: string; dataDir: string; logs: string; cache: string },
): string {
  const site = source
    .replace(/^# BEGIN PORT 80\n[\s\S]*?^# END PORT 80\n/m, '')
    .split('\n')
    .filter((line) => !/#\s*TLS\s*$/.test(line))
    .join('\n')
    .replace('    server_name example.org;', `    listen ${values.listen};\n    server_name example.org;`)
    .replaceAll('127.0.0.1:4321', values.app)
    .replaceAll('/srv/peetam', values.root)
    .replaceAll('/var/lib/peetam', values.dataDir)
    .replaceAll('/var/log/nginx', values.logs)
    .replaceAll('/var/cache/nginx', values.cache);
  if (!site.includes(`listen ${values.listen};`))
    throw new Error('deploy/nginx.conf: no "server_name example.org;" line to put the listen address by');
  return site;
}

try {
  requireWrk();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!buildIfNeeded()) process.exit(1);
const nginxPort = await freePort();
const filePort = await freePort();
const base = `http://127.0.0.1:${nginxPort}`;
const server = await startServer({ env: { SITE_URL: base, TRUSTED_PROXIES: '127.0.0.1,::1' } });
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

let nginx: LocalNginx | undefined;
const logs = mkdtempSync(join(tmpdir(), 'peetam-nginx-logs-'));
const cache = mkdtempSync(join(tmpdir(), 'peetam-nginx-cache-'));
const files = mkdtempSync(join(tmpdir(), 'peetam-nginx-file-'));
const hsts = (response: Response) => /max-age=\d{7,}/.test(response.headers.get('strict-transport-security') ?? '');
try {
  const site = loopbackConfig(readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'), {
    listen: `127.0.0.1:${nginxPort}`,
    app: `127.0.0.1:${server.port}`,
    root,
    dataDir: server.dataDir,
    logs,
    cache,
  });
  // The yardstick of the microcache: the home page as a file, gzipped at build as assets are, from
  // the same nginx, logged as pages are.
  const homeAsFile = await (await fetch(`${server.url}/`)).text();
  writeFileSync(join(files, 'index.html'), homeAsFile);
  writeFileSync(join(files, 'index.html.gz'), gzipSync(homeAsFile, { level: 9 }));
  const fileServer = `server { listen 127.0.0.1:${filePort}; root ${files}; default_type text/html; gzip_static on;
    access_log ${join(logs, 'file.access.log')} peetam_private buffer=64k flush=1s;
    location = / { try_files /index.html =404; } }`;
  nginx = await startNginx(`${site}\n${fileServer}`, { waitFor: `${base}/` });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { redirect: 'manual', headers: { 'accept-encoding': 'gzip', ...headers } });

  const home = await get('/');
  const homeHtml = await home.text();
  check(home.status === 200 && homeHtml.includes('<html lang="en"'), `GET / through nginx: ${home.status}`);
  check(
    home.headers.get('content-encoding') === 'gzip',
    `the home page is gzipped (content-encoding: ${home.headers.get('content-encoding')})`,
  );
  check(home.headers.has('content-security-policy'), 'the site’s security headers pass through');
  check(hsts(home), `a page carries Strict-Transport-Security (${home.headers.get('strict-transport-security')})`);
  check(
    home.headers.get('x-content-type-options') === 'nosniff',
    `a page carries one X-Content-Type-Options: nosniff (${home.headers.get('x-content-type-options')})`,
  );

  const telugu = await get('/te/aboutus');
  check(
    telugu.status === 200 && (await telugu.text()).includes('<html lang="te"'),
    `GET /te/aboutus through nginx: ${telugu.status}`,
  );

  // Stylesheets are inlined (docs/decisions/116): the hashed files a page names are its islands' scripts.
  const hashed = homeHtml.match(/"(\/_astro\/[^"]+\.js)"/)?.[1];
  if (!hashed) check(false, 'the home page links a hashed asset under /_astro/');
  else {
    const asset = await get(hashed);
    check(
      asset.status === 200 && /immutable/.test(asset.headers.get('cache-control') ?? ''),
      `${hashed}: ${asset.status}, cache-control ${asset.headers.get('cache-control')}`,
    );
    check(asset.headers.get('content-encoding') === 'gzip', `${hashed} is gzipped`);
    // A file nginx compresses on the fly goes out chunked; the .gz made at build has its length.
    check(
      asset.headers.get('content-length') !== null,
      `${hashed} is sent from its precompressed .gz file (gzip_static), with a Content-Length`,
    );
    check(hsts(asset), `${hashed} carries Strict-Transport-Security`);
    check(
      asset.headers.get('x-content-type-options') === 'nosniff',
      `${hashed} carries X-Content-Type-Options: nosniff`,
    );
  }
  const icon = await get('/media/icons/favicon.svg');
  check(
    icon.status === 200 && hsts(icon) && icon.headers.get('x-content-type-options') === 'nosniff',
    `a public file from disk: ${icon.status}, HSTS and nosniff`,
  );
  for (const path of ['/_astro/no-such-file.js', '/no-such-page', '/uploads/events/no-such-file.webp']) {
    const missing = await get(path);
    check(
      missing.status === 404 && hsts(missing),
      `an error (${path}: ${missing.status}) carries Strict-Transport-Security`,
    );
  }

  const events = (await (await get('/api/event')).json()) as Array<{ image: string }>;
  const image = events[0]?.image;
  if (!image) check(false, 'the demo events have an image');
  else {
    const picture = await get(image);
    const bytes = (await picture.arrayBuffer()).byteLength;
    check(
      picture.status === 200 && picture.headers.get('content-type') === 'image/webp' && bytes > 1000,
      `uploaded image ${image}: ${picture.status}, ${picture.headers.get('content-type')}, ${bytes} bytes`,
    );
    check(/immutable/.test(picture.headers.get('cache-control') ?? ''), 'the uploaded image is kept for a year');
    // The site adds its page security headers to what it answers itself; nginx's copy from disk has none.
    check(!picture.headers.has('content-security-policy'), 'the uploaded image comes from disk, not from the site');
    check(
      hsts(picture) && picture.headers.get('x-content-type-options') === 'nosniff',
      'the uploaded image carries Strict-Transport-Security and nosniff',
    );
  }

  const post = await fetch(`${base}/contactus`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({
      firstName: 'Gopala',
      lastName: 'Krishna',
      email: 'gopala@example.org',
      phoneNumber: '9848012345',
      message: 'Through the reverse proxy, please.',
      website: '',
    }),
  });
  check(
    post.status === 303 && post.headers.get('location') === '/contactus?sent=1#contact-form',
    `contact form post with Origin: ${post.status} → ${post.headers.get('location')}`,
  );
  const sent = await get('/contactus?sent=1');
  check((await sent.text()).includes('Contact details sent successfully!'), 'the contact page confirms the message');

  const foreign = await fetch(`${base}/contactus`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
    body: new URLSearchParams({ firstName: 'Gopala' }),
  });
  check(foreign.status === 403, `a form posted from another site is refused: ${foreign.status}`);

  // Bodies: a form much larger than the site reads stops at nginx; a photo route takes megabytes.
  const tooLarge = await fetch(`${base}/contactus`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: `message=${'a'.repeat(512 * 1024)}`,
  });
  check(tooLarge.status === 413, `a 512 KB form post is refused by nginx: ${tooLarge.status}`);
  // ... and answered by the site in the visitor's language (JSON under /api), not nginx's bare page.
  check(
    (await tooLarge.text()).includes('larger than 128 KB'),
    'the refusal of a large form is the site’s page, naming the limit',
  );
  const teTooLarge = await fetch(`${base}/te/contactus`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: `message=${'a'.repeat(512 * 1024)}`,
  });
  check(
    teTooLarge.status === 413 && (await teTooLarge.text()).includes('128 KB కన్నా పెద్దది'),
    'a Telugu page’s refusal is in Telugu',
  );
  const apiTooLarge = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ message: 'a'.repeat(512 * 1024) }),
  });
  const apiAnswer = apiTooLarge.headers.get('content-type')?.includes('application/json')
    ? ((await apiTooLarge.json()) as { message?: string })
    : {};
  check(
    apiTooLarge.status === 413 && (apiAnswer.message ?? '').includes('128 KB'),
    `an API refusal is the site's JSON: ${apiTooLarge.status} ${apiAnswer.message}`,
  );
  // A puja with its picture, over the forms' limit, reaches the site (which asks for a sign-in).
  const puja = await fetch(`${base}/admin/pujas`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'multipart/form-data; boundary=b', origin: base },
    body: `--b\r\nContent-Disposition: form-data; name="padding"\r\n\r\n${'a'.repeat(1024 * 1024)}\r\n--b--\r\n`,
  });
  check(puja.status !== 413 && puja.status < 500, `a 1 MB puja picture reaches the site through nginx: ${puja.status}`);
  const photo = await fetch(`${base}/api/event`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'multipart/form-data; boundary=b', origin: base },
    body: `--b\r\nContent-Disposition: form-data; name="padding"\r\n\r\n${'a'.repeat(2 * 1024 * 1024)}\r\n--b--\r\n`,
  });
  // Past nginx, the site answers: 401, as nobody signed in.
  check(photo.status === 401, `a 2 MB upload reaches the site's photo route through nginx: ${photo.status}`);

  // A reset link as a visitor opens it, then a page whose Referer repeats it.
  const secret = '424242';
  await get(`/setpassword?token=${secret}&email=devotee%40example.org`);
  await get('/aboutus', { referer: `${base}/setpassword?token=${secret}&email=devotee%40example.org` });
  // nginx writes its request log each second (flush=1s).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const accessLog = readFileSync(join(logs, 'peetam.access.log'), 'utf8');
  check(
    accessLog.includes('GET /setpassword ') && !accessLog.includes(secret) && !accessLog.includes('devotee'),
    'the request log names /setpassword without its code or address',
  );

  await checkMicrocache({ base, fileBase: `http://127.0.0.1:${filePort}`, server }, check);
} catch (error) {
  failures.push(String(error instanceof Error ? error.message : error));
  console.error(error);
} finally {
  if (failures.length && nginx) console.error(`\nnginx log:\n${nginx.log()}`);
  await nginx?.stop();
  await server.stop();
  for (const folder of [logs, cache, files]) rmSync(folder, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nDeployment check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nThe site works behind nginx with deploy/nginx.conf.');
