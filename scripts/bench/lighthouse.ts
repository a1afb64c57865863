// npm run bench:lighthouse: builds, serves the site on a fresh database with demo content, and
// runs Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) three times on each
// page in Debian's chromium. Prints the median of the four category scores and of LCP per page,
// and exits non-zero when a page misses its target.
//   npm run bench:lighthouse              the home page and /aboutus
//   npm run bench:lighthouse -- /donate   other paths
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer } from '../../tests/support/server.ts';
import { chromiumPath } from '../../tests/e2e/support/browser.ts';

const RUNS = 3;
/** The targets of the issue: performance 95, the other three 100. */
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof targets;
const categories = Object.keys(targets) as Category[];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/aboutus'];

if (!buildIfNeeded()) process.exit(1);
const server = await startServer();
const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const failures: string[] = [];

console.log(`\nLighthouse ${RUNS} runs per page, mobile defaults (simulated throttling); medians.\n`);
console.log(`${'page'.padEnd(16)}${categories.map((c) => c.padStart(16)).join('')}${'LCP'.padStart(10)}`);
try {
  for (const path of paths) {
    const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    const lcps: number[] = [];
    const advice = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${path}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
      for (const c of categories) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      // What keeps a score under 100: the failing audits that carry weight, to point at the fix.
      for (const c of categories) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) advice.add(`${c}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
    }
    const medians = Object.fromEntries(categories.map((c) => [c, median(scores[c])])) as Record<Category, number>;
    const lcp = median(lcps);
    console.log(`${path.padEnd(16)}${categories.map((c) => String(medians[c]).padStart(16)).join('')}${`${(lcp / 1000).toFixed(2)} s`.padStart(10)}`);
    for (const c of categories) if (medians[c] < targets[c]) failures.push(`${path}: ${c} ${medians[c]} (target ${targets[c]})`);
    for (const line of advice) console.log(`${''.padEnd(16)}- ${line}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

if (failures.length) {
  console.error(`\nUnder target:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page meets its Lighthouse targets.');
