// Runs Debian's nginx as an ordinary child process on loopback ports, with its own prefix,
// pid file, logs and temp folders in a temporary folder: never the system's nginx or port 80.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface LocalNginx {
  /** The nginx error log so far. */
  log(): string;
  stop(): Promise<void>;
}

/** `site` is what goes inside `http { }`: upstreams and server blocks listening on loopback. */
export async function startNginx(site: string, options: { waitFor: string; workers?: number }): Promise<LocalNginx> {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed at ${NGINX}: apt-get install nginx (or set NGINX_BIN).`);
  const prefix = mkdtempSync(join(tmpdir(), 'peetam-nginx-'));
  const errorLog = join(prefix, 'error.log');
  // Run as root (CI containers), nginx would hand requests to 'nobody', who cannot read the
  // temporary folders; run as anyone else, the directive is ignored.
  const user = userInfo().uid === 0 ? 'user root;' : '';
  const conf = `${user}
worker_processes ${options.workers ?? 1};
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
${site}
}
`;
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  let output = '';
  const child = spawn(NGINX, ['-p', prefix, '-c', confFile, '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const log = () => output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${log()}\n--- configuration ---\n${conf}`);
    try {
      await fetch(options.waitFor, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`nginx did not answer on ${options.waitFor}:\n${log()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
