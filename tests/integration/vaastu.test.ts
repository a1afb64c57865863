import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function page(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<!--.*?-->/g, '');
}

/** The results table as "label number name" rows, tags stripped. */
function rows(html: string): string[] {
  const table = html.match(/<table class="ayadi-results">[\s\S]*?<\/table>/)?.[0] ?? '';
  return [...table.matchAll(/<tr data-output[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('the vaastu pages without JavaScript', () => {
  it('renders the worked example for a shared link /vastu?n=7', async () => {
    const html = await page('/vastu?n=7');
    expect(html).toContain('వాస్తు సంగ్రహం');
    expect(rows(html)).toEqual([
      'ఆయము Ayam 7 గజాయము Gajayam',
      'నక్షత్రము Nakshatra 2 భరణి Bharani',
      'వారము Weekday 7 శనివారం Saturday',
      'తిథి Tithi 11 ఏకాదశి Ekadashi',
      'యోగం Yogam 1 విష్కంభం Vishkambha',
      'ధనము Dhanam 11 భాండములు Vessels',
      'రుణము Runam 5 శుభం Auspicious',
      'అంశ Amsa 4 ధనాంశ Dhanamsa',
      'ఆయుస్సు Ayussu 56 years',
    ]);
  });

  it('renders the worked example in Telugu for /te/vastu?n=10, with a form that stays in Telugu', async () => {
    const html = await page('/te/vastu?n=10');
    expect(rows(html)).toEqual([
      'ఆయము 2 ధూమాయము',
      'నక్షత్రము 26 ఉత్తరాభాద్ర',
      'వారము 6 శుక్రవారం',
      'తిథి 5 పంచమి',
      'యోగం 13 వ్యాఘాతం',
      'ధనము 2 శస్త్రములు',
      'రుణము 6 శుభం',
      'అంశ 7 నిర్భయాంశ',
      'ఆయుస్సు 80 సంవత్సరాలు',
    ]);
    expect(html).toContain('action="/te/vastu" method="get"');
  });

  it('runs the temple tab on the same engine, with both tabs as links', async () => {
    const html = await page('/devalaya?n=8');
    expect(rows(html)[0]).toBe('ఆయము Ayam 0 కాకాయము Kakayam');
    expect(html).toMatch(/<a href="\/devalaya" aria-current="page">/);
    expect(html).toMatch(/<a href="\/vastu">/);
  });

  it('shows a message and no result for an invalid padam', async () => {
    const html = await page('/vastu?n=12a');
    expect(html).toContain('Enter digits only: a whole number of 1 or more.');
    expect(rows(html)[0]).toBe('ఆయము Ayam 0');
  });

  it('works out the third converter field from a shared link', async () => {
    const html = await page('/vastu?padam=10&vedalpu=20');
    expect(html).toMatch(/name="podavu"[^>]*value="15"/);
  });
});

describe('the house / land switch of /vastu', () => {
  const h1 = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];

  it('reads for a house by default, under the hero వాస్తు సంగ్రహం, with a link to the land reading', async () => {
    const html = await page('/vastu?n=7');
    expect(h1(html)).toBe('వాస్తు సంగ్రహం');
    expect(html).toMatch(/<a href="\/vastu\?n=7" aria-current="true"[^>]*>House<\/a>/);
    expect(html).toMatch(/<a href="\/vastu\?n=7&amp;mode=land"[^>]*>Land \(plot\)<\/a>/);
    expect(html).not.toContain('name="mode"');
  });

  const readsForLand =
    'reads for land with ?mode=land: hero గృహవాస్తు గణితం, the same results, and both forms keep the mode';
  it(readsForLand, async () => {
    const html = await page('/vastu?n=7&mode=land');
    expect(h1(html)).toBe('గృహవాస్తు గణితం');
    expect(html).toContain('<title>Vaastu: Land Calculation');
    expect(rows(html)[0]).toBe('ఆయము Ayam 7 గజాయము Gajayam');
    expect(html).toMatch(/<a href="\/vastu\?n=7&amp;mode=land" aria-current="true"/);
    expect(html).toMatch(/<a href="\/vastu\?n=7"[^>]*>House<\/a>/);
    expect(html.match(/<input type="hidden" name="mode" value="land"\/>/g)).toHaveLength(2);
  });

  it('does the same in Telugu under /te', async () => {
    const html = await page('/te/vastu?mode=land');
    expect(h1(html)).toBe('గృహవాస్తు గణితం');
    expect(html).toMatch(/<a href="\/te\/vastu\?mode=land" aria-current="true"[^>]*>స్థలం \(ప్లాట్\)<\/a>/);
    expect(html).toMatch(/<a href="\/te\/vastu"[^>]*>ఇల్లు<\/a>/);
  });

  it('leaves the temple tab and unknown modes alone', async () => {
    const temple = await page('/devalaya?mode=land');
    expect(h1(temple)).toBe('వాస్తు సంగ్రహం');
    expect(temple).not.toContain('Land (plot)');
    expect(h1(await page('/vastu?mode=plot'))).toBe('వాస్తు సంగ్రహం');
  });
});
