import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import send from 'send';
import { log } from '../log.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => unknown;

/** Hashed build assets never change; public media may be replaced under the same name. */
function cacheControl(urlPath: string) {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

const badRequestPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad address</title></head>
<body style="font-family:system-ui,sans-serif;background:#fdf7e8;color:#2a1a10;max-width:40rem;margin:10vh auto;padding:1.5rem">
<h1 style="color:#561313">This address is not valid</h1><p>The link has a broken character in it. Please check the address, or start again from the <a href="/">home page</a>.</p>
<p lang="te">ఈ చిరునామాలో తప్పు అక్షరం ఉంది. దయచేసి చిరునామాను సరిచూడండి, లేదా <a href="/te">ముఖపుట</a> నుండి మళ్లీ ప్రారంభించండి.</p></body></html>`;

function isFile(path: string) {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

export function createSiteServer(options: { handler: Handler; clientDir: string }) {
  // Compression is left to the reverse proxy (docs/deploy.md): Astro's streamed responses and
  // the compression middleware did not end their bodies together.
  return http.createServer((req, res) => {
    {
      let urlPath: string;
      try {
        urlPath = decodeURI((req.url ?? '/').split('?')[0] ?? '/');
      } catch {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(badRequestPage);
        return;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && urlPath !== '/' && isFile(join(options.clientDir, urlPath))) {
        send(req, urlPath, { root: options.clientDir, dotfiles: 'deny', index: false, cacheControl: false })
          .on('headers', (response: ServerResponse) => response.setHeader('cache-control', cacheControl(urlPath)))
          .on('error', () => {
            res.statusCode = 404;
            res.end();
          })
          .pipe(res);
        return;
      }
      Promise.resolve(options.handler(req, res)).catch((error: unknown) => {
        log.error(`Could not answer ${req.method} ${req.url}`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    }
  });
}

export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      log.info(`Server listening on http://${host}:${actual}`);
      resolve();
    });
  });
}
