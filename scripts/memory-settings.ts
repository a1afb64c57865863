// Settings that the runtime reads only as the process starts, so the process starts itself again
// with them, keeping its PID (for the service manager) and its output, whichever way it was
// launched. A value the operator set (in NODE_OPTIONS, on the command line, in the environment)
// is left alone.
import { getHeapStatistics } from 'node:v8';
import { OLD_GENERATION_MB } from './old-generation.ts';

// V8 lets the young generation grow to 64 MB semi-spaces (128 MB) under a steady stream of
// requests, memory that holds nothing a page needs for long (docs/decisions/122): 8 MB each
// held a worker 28 MB lower than 16 under load, at no speed that a busy machine could tell apart
// (docs/decisions/163).
// V8 also lets the old generation grow between full collections by a factor it scales with the
// heap's limit: up to four times the live data when the limit is the machine's own. Under load a
// page's body and its copies (buffers outside the heap) are freed only by those collections, so
// a worker swung by 90 MB between them. A limit of 768 MB, some twelve times the live heap (60
// to 70 MB under bench:soak), keeps the factor low. With 512 MB the soak's highest was lower still
// (about 250 MB against 271 to 303 with 1 GB), but two workers rendered 6 to 10 % fewer uncached
// pages a second; 768 MB rendered as many as 1 GB (docs/bench/memory.md). It is a ceiling no
// burst comes near, not a cap that a busy worker runs into (docs/decisions/163). A machine so
// small that V8's own limit is lower keeps V8's.
const V8_FLAGS = [
  '--max-semi-space-size=8',
  ...(getHeapStatistics().heap_size_limit > OLD_GENERATION_MB * 2 ** 20
    ? [`--max-old-space-size=${OLD_GENERATION_MB}`]
    : []),
];
// glibc's allocator keeps what was freed: one arena per thread that ever allocated (the thread
// pool's compression among them), and buffers freed in the middle of the main heap, which it
// cannot give back. Two arenas, and blocks of 64 KB or more (a page's body and its copies)
// mapped on their own and returned to the system when freed. Mapping from 16 KB held a worker
// lower in runs of 150 s (257 MB at its highest, against 280) but not over 10 minutes (297,
// against 295), and cost a third of the uncached pages a second (docs/decisions/163). Other C
// libraries (musl) ignore these.
const ALLOCATOR_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
const flags = V8_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]!));
const allocator = Object.entries(ALLOCATOR_SETTINGS).filter(([name]) => process.env[name] === undefined);
if ((flags.length > 0 || allocator.length > 0) && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...Object.fromEntries(allocator),
  });
}

export {};
