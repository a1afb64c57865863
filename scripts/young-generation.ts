// V8 lets the young generation grow to 64 MB semi-spaces (128 MB) under a steady stream of
// requests, memory that holds nothing a page needs for long (docs/decisions/122). The flag is
// read only as V8 starts, so the process starts itself again with it, keeping its PID (for the
// service manager) and its output, whichever way it was launched. A value the operator set in
// NODE_OPTIONS or on the command line is left alone.
const YOUNG_GENERATION_FLAG = '--max-semi-space-size=16';
const flagGiven = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
  arg.includes('--max-semi-space-size'),
);
if (!flagGiven && typeof process.execve === 'function') {
  process.execve(
    process.execPath,
    [process.execPath, YOUNG_GENERATION_FLAG, ...process.execArgv, ...process.argv.slice(1)],
    process.env,
  );
}

export {};
