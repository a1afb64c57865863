import { DatabaseUnavailable } from './db/unavailable.ts';
import { log } from './log.ts';

/**
 * A timer of the server process: `pass` runs at start-up and then every interval, one pass at a
 * time (a slow pass is not overlapped by the next). A failure is logged as `failed: <message>`;
 * the database being away is not, since the outage is logged once elsewhere. Returns the stop.
 */
export function runPeriodically(intervalMs: number, failed: string, pass: () => Promise<void>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailable)) log.warn(`${failed}: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
