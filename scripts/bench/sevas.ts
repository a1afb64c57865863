// npm run bench:sevas: how long the days of a seva that comes back take to reckon on one core, as a
// booking does before it takes its places (target: ten years of a monthly star under 1000 ms of
// CPU). Each rule is reckoned for ten years from a start no earlier run of this process reckoned
// (1995, 2005, ... 2075, inside the checked 1900–2100), so nothing is kept from before; prints
// CPU and wall time per run and the median per rule. The first run also pays for loading the
// code: it is printed, not counted.
import { sevaDates, type SevaRule } from '../../src/features/panchangam/recurring.ts';

const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };
const TARGET_MS = 1000;
const rules: Array<[string, SevaRule]> = [
  ['every year on a tithi', { kind: 'yearly-tithi', masam: 8, tithi: 15 }],
  ['every month on a star', { kind: 'monthly-nakshatram', nakshatram: 4 }],
  ['every year on a star', { kind: 'yearly-nakshatram', masam: 6, nakshatram: 10 }],
];

function timed(work: () => void) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  work();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - started };
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;

let start = 1995;
let first = true;
let worst = 0;
console.log('rule                      from   days      cpu       wall');
for (const [name, rule] of rules) {
  const cpus: number[] = [];
  for (let run = 0; run < 3; run++, start += 10) {
    let days = 0;
    const t = timed(() => (days = sevaDates(ongole, rule, `${start}-01-01`, 10).length));
    if (!first) cpus.push(t.cpu);
    console.log(
      `${name.padEnd(24)}  ${start}  ${String(days).padStart(4)}  ${ms(t.cpu)}  ` +
        `${ms(t.wall)}${first ? '  (with start-up, not counted)' : ''}`,
    );
    first = false;
  }
  const typical = median(cpus);
  worst = Math.max(worst, typical);
  console.log(`median, ${name}, ten years: ${ms(typical)} of CPU`);
}
console.log(`target: ten years of any rule under ${TARGET_MS} ms of CPU`);
if (worst >= TARGET_MS) process.exitCode = 1;
