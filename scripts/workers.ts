import cluster from 'node:cluster';

/** A worker that stops with these needs the operator (78) or the service manager (69), not another worker. */
const FINAL = new Set([69, 78]);
/** Set for a worker started in place of one that stopped: it listens once ready (scripts/start.ts). */
export const REPLACES_WORKER = 'PEETAM_REPLACES_WORKER';
/** More restarts than this in a minute, per worker, is a crash loop: the site stops instead. */
const RESTARTS_PER_MINUTE = 5;

/**
 * The starting process of `npm start` with WEB_CONCURRENCY above 1: it forks the workers, which
 * share the port (node:cluster), starts another when one crashes, and stops them all on SIGTERM
 * or SIGINT, or when one stops for a reason another would stop for too, with that exit code.
 */
type Log = Record<'info' | 'warn' | 'error', (message: string) => void>;

export function superviseWorkers(count: number, log: Log): void {
  // Each worker accepts its own connections from the shared socket. Node's default on Linux has
  // this process accept them and pass each on to a worker; one passed to a worker that has just
  // died is never answered nor closed (this process keeps its copy until a worker acknowledges
  // it), and its client waited until its own timeout, or until a garbage collection here closed
  // it: 2 of 3 kills under load left a request hanging for 70 s. Now a worker's death closes its
  // connections at once, and those it had not yet accepted go to the other workers.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  log.info(`Starting ${count} worker processes (WEB_CONCURRENCY=${count})`);
  let stopping: number | undefined;
  const restarts: number[] = [];

  const stopAll = (code: number) => {
    stopping ??= code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(stopping), 6000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping !== undefined) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping);
      return;
    }
    if (FINAL.has(code)) return stopAll(code);
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > count * RESTARTS_PER_MINUTE) {
      log.error(
        `Worker processes keep stopping (${restarts.length} in a minute); stopping the site. See the messages above.`,
      );
      return stopAll(1);
    }
    log.warn(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    cluster.fork({ [REPLACES_WORKER]: String(worker.process.pid) });
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info(`${signal}: stopping the worker processes`);
      stopAll(0);
    });
  }
  for (let i = 0; i < count; i++) cluster.fork();
}
