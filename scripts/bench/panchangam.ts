// npm run bench:panchangam: how long a year of panchangam takes to reckon on one core (target:
// under 500 ms). Reckons every day of BENCH_YEARS years (default 2020 to 2029) at Ongole, each
// year once and afresh (no day of it reckoned before), and prints per year the CPU time this
// process spent (user and system, which other programs on a shared machine barely move) and the
// wall-clock time; then the median, and a year asked again (its days kept per process).
// The first year also pays for loading and compiling the code: it is printed, not counted. Last,
// the festivals of 12 months (festivals.ts), which the events calendar reckons once a day.
import { panchangamRange } from '../../src/features/panchangam/reckon.ts';
import { festivalDaysBetween } from '../../src/features/panchangam/festivals.ts';

const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };
const [first, last] = (process.env.BENCH_YEARS ?? '2020-2029').split('-').map(Number) as [number, number];
const TARGET_MS = 500;

function timed(work: () => void) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  work();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;

const cpus: number[] = [];
console.log('year   days      cpu       wall');
for (let year = first; year <= last; year++) {
  let days = 0;
  const t = timed(() => (days = panchangamRange(ongole, `${year}-01-01`, `${year}-12-31`).length));
  if (year > first) cpus.push(t.cpu);
  console.log(
    `${year}   ${days}  ${ms(t.cpu)}  ${ms(t.wall)}${year === first ? '  (with start-up, not counted)' : ''}`,
  );
}
const again = timed(() => panchangamRange(ongole, `${last}-01-01`, `${last}-12-31`));
const typical = median(cpus.length ? cpus : [0]);
console.log(`median of a year afresh: ${ms(typical)} of CPU (target under ${TARGET_MS} ms)`);
console.log(`a year asked again (days kept): ${ms(again.cpu)} of CPU`);
// The festivals of the coming 12 months, as the events calendar asks for them once a day.
const festivalYear = timed(() => festivalDaysBetween(ongole, `${last}-06-01`, `${last + 1}-05-31`));
console.log(`the festivals of 12 months: ${ms(festivalYear.cpu)} of CPU (target under ${TARGET_MS} ms)`);
if (typical >= TARGET_MS || festivalYear.cpu >= TARGET_MS) process.exitCode = 1;
