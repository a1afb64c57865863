// The microcache of deploy/nginx.conf, for npm run deploy:check: a signed-in page is never kept
// nor sent to another visitor, an administrator's change shows within 2 s, and the anonymous home
// page comes at 80 % or more of nginx's speed with the same page as a file (docs/decisions/163).
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { createUser } from '../tests/support/accounts.ts';
import { wrk, type WrkResult } from './bench/wrk.ts';

export const VISIBLE_WITHIN_MS = 2000;
const POLL_MS = 25;
/** A poll's own time on a busy machine: how late the check may notice that nginx let the old page go. */
const EXPIRY_SLACK_MS = 250;
/** Once nginx lets the old page go, the new one is one render away; longer means something behind nginx kept it. */
const RENDER_WITHIN_MS = 750;
// A shared CI runner measures noisily: DEPLOY_CHECK_MIN_SHARE lowers the bar there, the figure is still printed.
export const SHARE_OF_FILE = Number(process.env.DEPLOY_CHECK_MIN_SHARE ?? 0.8);
const ROUNDS = 4;

type Check = (ok: boolean, what: string) => void;
interface Site {
  base: string;
  /** The same nginx serving the anonymous home page as a precompressed file. */
  fileBase: string;
  server: { dataDir: string; databaseUrl?: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cacheStatus = (response: Response) => response.headers.get('x-proxy-cache') ?? '(none)';

async function page(base: string, path: string, cookie?: string) {
  const response = await fetch(base + path, {
    headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return { response, html: await response.text(), status: cacheStatus(response) };
}

/** Asks until nginx answers from its cache: the first visit is a miss, the next ones hits. */
async function keptByNginx(base: string, path: string): Promise<string> {
  let status = '';
  for (let i = 0; i < 5 && status !== 'HIT'; i++) status = (await page(base, path)).status;
  return status;
}

async function signedInNeverShared(site: Site, check: Check) {
  const user = await createUser(site.server, { role: 'User' });
  const signedIn = (html: string) => html.includes(user.name) && !html.includes('class="login-button"');
  const anonymous = (html: string) => !html.includes(user.name) && html.includes('class="login-button"');

  const kept = await keptByNginx(site.base, '/aboutus');
  check(kept === 'HIT', `a second anonymous visit is answered by nginx's microcache (X-Proxy-Cache: ${kept})`);
  const mine = await page(site.base, '/aboutus', user.cookie);
  check(
    signedIn(mine.html) && mine.status === 'BYPASS',
    `a signed-in visit after anonymous ones gets the signed-in page, from the site (X-Proxy-Cache: ${mine.status})`,
  );
  const after = await page(site.base, '/aboutus');
  check(anonymous(after.html), `an anonymous visit after it gets the anonymous page (X-Proxy-Cache: ${after.status})`);

  // The other way round, on a page nginx has not kept yet.
  const first = await page(site.base, '/te/gallery', user.cookie);
  check(signedIn(first.html), `a signed-in first visit to /te/gallery gets the signed-in page (${first.status})`);
  const next = await page(site.base, '/te/gallery');
  check(
    anonymous(next.html) && next.status !== 'HIT',
    `the anonymous visit after it gets the anonymous page, not the signed-in one kept (${next.status})`,
  );
  const account = await page(site.base, '/account', user.cookie);
  const again = await page(site.base, '/account', user.cookie);
  check(again.status === 'BYPASS', `the account page is never kept (${account.status}, then ${again.status})`);
}

/**
 * The microcache ignores the site's Vary and keys on the encoding instead: a browser that weighs
 * encodings (q-values) must still get what the site would choose for it, and every answer still
 * names Vary for the caches after nginx.
 */
async function encodingsKeptApart(site: Site, check: Check) {
  const kept = await keptByNginx(site.base, '/te/');
  const asked = async (acceptEncoding: string) => {
    const response = await fetch(`${site.base}/te/`, { headers: { 'accept-encoding': acceptEncoding } });
    await response.arrayBuffer();
    return { encoding: response.headers.get('content-encoding') ?? 'none', vary: response.headers.get('vary') };
  };
  const gzip = await asked('gzip');
  check(
    kept === 'HIT' && /accept-encoding/i.test(gzip.vary ?? ''),
    `a page nginx keeps still names Vary: Accept-Encoding (${kept}, Vary: ${gzip.vary})`,
  );
  const refused = await asked('gzip;q=0, identity');
  check(refused.encoding === 'none', `"gzip;q=0" gets the page uncompressed (content-encoding: ${refused.encoding})`);
  const weighed = await asked('br;q=0.5, gzip');
  check(weighed.encoding === 'gzip', `"br;q=0.5, gzip" gets gzip, as the site weighs it (${weighed.encoding})`);
}

/** Asks for `path` until nginx answers it from its cache: when that answer came. */
async function hitAfter(base: string, path: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    if ((await page(base, path)).status === 'HIT') return Date.now();
    await sleep(POLL_MS);
  }
  throw new Error(`nginx never answered ${path} from its cache`);
}

/**
 * "An administrator's change shows within 2 s", measured against how nginx keeps a page. nginx
 * counts proxy_cache_valid in whole seconds of its clock: a page kept at 12.9 s is fresh until
 * 14.0 s, so 1 to 2 s after it was kept, and the kept page predates the change. The first visit
 * after that gets the old page once more (STALE) while nginx fetches the new one in the
 * background (proxy_cache_background_update), which shows as soon as the site has rendered it.
 * So the check asks, polling every 25 ms: that nginx stopped calling the old page fresh by the
 * end of the second after the one it was kept in (a keep of 3 s or more, or none, fails here
 * whatever the machine's load), and that the change showed within 2 s plus that one fetch.
 */
async function changeShowsSoon(site: Site, check: Check) {
  const admin = await createUser(site.server, { role: 'Admin' });
  const title = `Annadanam for ${Date.now()} devotees`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ title, description: 'Meals', color: '#fde68a', isEnable: 'true' }))
    form.set(key, value);
  form.append('image', new Blob([new Uint8Array(await photoLikeJpeg(800, 600, 21))], { type: 'image/jpeg' }), 'a.jpg');
  // The old page is in nginx's cache: it was kept at this moment at the latest.
  const keptAt = await hitAfter(site.base, '/');
  const keptUntil = (Math.floor(keptAt / 1000) + 2) * 1000;
  const created = await fetch(`${site.base}/api/activities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  const changed = Date.now();
  check(created.status === 201, `an administrator adds an activity through nginx: ${created.status}`);
  let staleAt = -1;
  let seenAt = -1;
  while (Date.now() - changed < VISIBLE_WITHIN_MS * 3) {
    const answer = await page(site.base, '/');
    if (staleAt < 0 && (answer.status !== 'HIT' || answer.html.includes(title))) staleAt = Date.now();
    if (answer.html.includes(title)) {
      seenAt = Date.now();
      break;
    }
    await sleep(POLL_MS);
  }
  const seen = seenAt < 0 ? -1 : seenAt - changed;
  const fetched = seenAt - staleAt;
  check(
    staleAt >= 0 && staleAt <= keptUntil + EXPIRY_SLACK_MS,
    `nginx let the old home page go ${staleAt - changed} ms after the change (its 1 s, in whole seconds, ` +
      `ended ${keptUntil - changed} ms after it, the page kept ${changed - keptAt} ms before it; ` +
      `${EXPIRY_SLACK_MS} ms allowed for a poll)`,
  );
  check(
    seen >= 0 && seen - fetched <= VISIBLE_WITHIN_MS,
    `the new activity shows on the anonymous home page through nginx after ${seen} ms: ${seen - fetched} ms ` +
      `of the old page kept (at most ${VISIBLE_WITHIN_MS}) and ${fetched} ms of fetching the new one`,
  );
  check(
    seen >= 0 && fetched <= RENDER_WITHIN_MS,
    `after nginx let the old home page go, the new one came in ${fetched} ms (at most ${RENDER_WITHIN_MS}: ` +
      'one render, no cache behind nginx keeping the old page)',
  );
}

async function fasterThanShare(site: Site, check: Check, seconds: number) {
  const run = (url: string) =>
    wrk(url, { seconds, connections: 50, threads: 2, headers: { 'accept-encoding': 'gzip' } });
  const best = (results: WrkResult[]) => results.reduce((a, b) => (b.rps > a.rps ? b : a));
  await run(`${site.base}/`);
  // Short runs, alternated, the best of each: the machine's other work slows whichever runs with
  // it (on a busy two-core machine one run of either varied by half).
  const file: WrkResult[] = [];
  const cached: WrkResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    file.push(await run(`${site.fileBase}/`));
    cached.push(await run(`${site.base}/`));
  }
  const f = best(file);
  const c = best(cached);
  const share = c.rps / f.rps;
  const figures = (r: WrkResult) => `${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors`;
  console.log(`     home page as a file: ${figures(f)}; through the microcache: ${figures(c)}`);
  check(
    share >= SHARE_OF_FILE && c.errors === 0,
    `the anonymous home page through nginx comes at ${(share * 100).toFixed(0)} % of the same page as a file ` +
      `(at least ${SHARE_OF_FILE * 100} %)`,
  );
}

export async function checkMicrocache(site: Site, check: Check, seconds = 2): Promise<void> {
  await signedInNeverShared(site, check);
  await encodingsKeptApart(site, check);
  await changeShowsSoon(site, check);
  await fasterThanShare(site, check, seconds);
}
