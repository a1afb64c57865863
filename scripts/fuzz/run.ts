import http from 'node:http';
import fc from 'fast-check';
import { fuzzRequests, type FuzzRequest, type Identity } from './requests.ts';
import { fieldNames, routeTemplates } from './routes.ts';

/** How one answer came back. */
interface Outcome {
  status?: number;
  /** The answer ended before its declared length, or the connection closed mid-answer. */
  cutOff?: boolean;
  /** No answer at all: refused, reset or timed out. */
  noAnswer?: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<string, number>;
  /** Requests answered 5xx, cut off or not answered, with what came back. */
  failures: Array<{ request: string; outcome: string }>;
  /** Log lines of stack traces the server wrote while the requests ran. */
  stackTraces: string[];
  seconds: number;
}

export interface FuzzTarget {
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  /** False once the process has gone. */
  alive(): boolean;
}

const TIMEOUT_MS = 15_000;

function send(agent: http.Agent, base: URL, request: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    let req: http.ClientRequest;
    // Said outright: Node's client frames a DELETE or GET body only when it is told its length.
    if (request.body) request.headers['content-length'] = String(request.body.byteLength);
    try {
      req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.path,
          headers: request.headers,
        },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
          res.on('end', () => {
            const declared = res.headers['content-length'];
            const short = declared !== undefined && request.method !== 'HEAD' && Number(declared) !== bytes;
            done({ status: res.statusCode, cutOff: short });
          });
          res.on('close', () => done({ status: res.statusCode, cutOff: !res.complete }));
          res.on('error', () => done({ status: res.statusCode, cutOff: true }));
        },
      );
    } catch (error) {
      // A request the HTTP client itself refuses to send (it never reached the server).
      return done({ status: -1, noAnswer: `not sent: ${(error as Error).message}` });
    }
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timed out')));
    req.on('error', (error: NodeJS.ErrnoException) => done({ noAnswer: error.code ?? error.message }));
    req.end(request.body);
  });
}

const describe = (r: FuzzRequest) =>
  `${r.identity} ${r.method} ${r.path}${r.body ? ` (${r.headers['content-type']}, ${r.body.byteLength} bytes)` : ''}`;
const STACK_LINE = /^\s+at .+[:(]\d+:\d+\)?$/;

/**
 * Sends `count` generated requests (the same ones for the same seed) to a running site, a few at
 * a time, as anonymous visitors and with the given credentials, and reports what came back.
 */
export async function fuzzSite(
  target: FuzzTarget,
  options: {
    count: number;
    seed: number;
    concurrency?: number;
    credentials: Record<Exclude<Identity, 'anonymous'>, { cookie: string; token: string }>;
  },
): Promise<FuzzReport> {
  const base = new URL(target.url);
  const requests = fc.sample(fuzzRequests(routeTemplates(), fieldNames(), base.origin), {
    numRuns: options.count,
    seed: options.seed,
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 8 });
  const logStart = target.output().length;
  const report: FuzzReport = { sent: 0, byStatus: {}, failures: [], stackTraces: [], seconds: 0 };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      if (request.identity !== 'anonymous') {
        const { cookie, token } = options.credentials[request.identity];
        // Half by the browser's cookie, half by an API client's token.
        if (request.path.length % 2 === 0) request.headers.cookie = cookie;
        else request.headers.authorization = `Bearer ${token}`;
      }
      const outcome = await send(agent, base, request);
      report.sent++;
      const key = outcome.noAnswer ? 'no answer' : String(outcome.status);
      report.byStatus[key] = (report.byStatus[key] ?? 0) + 1;
      const failed = outcome.noAnswer !== undefined || outcome.cutOff || (outcome.status ?? 0) >= 500;
      if (failed)
        report.failures.push({
          request: `${describe(request)} ${JSON.stringify(request.headers)}`,
          outcome: outcome.noAnswer ?? `${outcome.status}${outcome.cutOff ? ' cut off' : ''}`,
        });
      if (!target.alive())
        throw new Error(
          `The server stopped after ${report.sent} requests; last: ${describe(request)}\n` +
            `${target.output().slice(-3000)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  agent.destroy();
  report.seconds = (performance.now() - started) / 1000;
  report.stackTraces = target
    .output()
    .slice(logStart)
    .split('\n')
    .filter((line) => STACK_LINE.test(line));
  return report;
}

export function printReport(name: string, report: FuzzReport) {
  console.log(`\n${name}: ${report.sent} requests in ${report.seconds.toFixed(1)} s`);
  for (const [status, n] of Object.entries(report.byStatus).sort()) console.log(`  ${status.padEnd(10)} ${n}`);
  console.log(
    `  5xx, cut off or unanswered: ${report.failures.length}; stack-trace lines in the log: ` +
      `${report.stackTraces.length}`,
  );
  for (const failure of report.failures.slice(0, 20))
    console.log(`  FAIL ${failure.outcome}: ${failure.request.slice(0, 300)}`);
}
