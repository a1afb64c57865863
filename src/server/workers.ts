import { availableParallelism, totalmem } from 'node:os';

/**
 * A worker with the page cache off settles near 300 MB under load (docs/deploy.md, decision 163);
 * the page cache adds up to 32 MB. More workers than the memory holds would send the machine into
 * swap, slower than one worker fewer. The system and nginx keep the first 256 MB.
 */
const WORKER_BYTES = 384 * 1024 * 1024;
const SYSTEM_BYTES = 256 * 1024 * 1024;

/** One worker per core, as many as the memory holds, and always one. */
export function defaultWorkers(cores: number, memoryBytes: number): number {
  return Math.max(1, Math.min(cores, Math.floor((memoryBytes - SYSTEM_BYTES) / WORKER_BYTES)));
}

/** The memory the process may use: the container's limit where one is set, else the machine's. */
function memoryOfMachine(): number {
  const limit = process.constrainedMemory();
  return limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

/** WEB_CONCURRENCY's default on this machine. */
export const workersHere = () => defaultWorkers(availableParallelism(), memoryOfMachine());
