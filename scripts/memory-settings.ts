// Settings that the runtime reads only as the process starts, so the process starts itself again
// with them, keeping its PID (for the service manager) and its output, whichever way it was
// launched. A value the operator set (in NODE_OPTIONS, on the command line, in the environment)
// is left alone.
//
// V8 lets the young generation grow to 64 MB semi-spaces (128 MB) under a steady stream of
// requests, memory that holds nothing a page needs for long (docs/decisions/122): 8 MB each
// held a worker 28 MB lower than 16 under load, at no speed that a busy machine could tell apart
// (docs/decisions/163).
const YOUNG_GENERATION_FLAG = '--max-semi-space-size=8';
// glibc's allocator keeps what was freed: one arena per thread that ever allocated (the thread
// pool's compression among them), and buffers freed in the middle of the main heap, which it
// cannot give back. Two arenas, and blocks of 16 KB or more (a page's body, its compressed
// copy) mapped on their own and returned to the system when freed: with the semi-spaces above,
// a worker went through bench:soak with the page cache off at about 260 MB instead of 445
// (docs/decisions/163). Other C libraries (musl) ignore these.
const ALLOCATOR_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '16384',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

const flagGiven = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
  arg.includes('--max-semi-space-size'),
);
const allocator = Object.entries(ALLOCATOR_SETTINGS).filter(([name]) => process.env[name] === undefined);
if ((!flagGiven || allocator.length > 0) && typeof process.execve === 'function') {
  process.execve(
    process.execPath,
    [process.execPath, ...(flagGiven ? [] : [YOUNG_GENERATION_FLAG]), ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...Object.fromEntries(allocator) },
  );
}

export {};
