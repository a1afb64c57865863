import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What the HTTP server does with connections a hostile or broken client leaves in a bad state:
 * a body still arriving after its refusal, a request Node cannot parse, a Host header that is
 * not a host. Each gets an answer the client can read, never a bare reset (docs/decisions/110).
 */

/** How long, and for how many bytes, a refused request is still read after the answer went out. */
const LINGER_MS = 2000;
const LINGER_BYTES = 256 * 1024 * 1024;

/**
 * A body refused part-way (413) is still arriving when the answer goes out. Closing at once
 * makes the client's next write fail, and many clients then report the reset instead of the
 * answer; so, as nginx does, the rest is read and dropped for a short while, never kept, and
 * the connection closed after it.
 */
export function lingerOn(req: IncomingMessage) {
  if (req.complete || req.destroyed) return;
  let dropped = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER_BYTES) close();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

const clientErrorAnswers: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Node's answer to a request it cannot parse (headers over its limit, a malformed request
 * line) closes the connection at once, and a client still sending gets a reset instead. This
 * answers with the status alone (the method is unknown, and the answer to a HEAD may carry no
 * body) and lingers like `lingerOn` before closing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = clientErrorAnswers[error.code ?? ''] ?? [400, 'Bad Request'];
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  socket.on('data', () => undefined);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** A Host header the site can build its own address from: a name or address, with a port at most. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(?::\d{1,5})?$/;

export const isValidHost = (host: string | undefined) => host === undefined || HOST.test(host);
