import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerClientError, isValidHost, lingerOn } from './connections.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A socket that records what the server wrote and whether it was closed. */
function socket(writable = true) {
  const s = new PassThrough();
  const written: string[] = [];
  let destroyed = false;
  Object.defineProperty(s, 'writable', { value: writable });
  s.end = ((chunk: string) => {
    written.push(chunk);
    return s;
  }) as typeof s.end;
  s.destroy = (() => {
    destroyed = true;
    return s;
  }) as typeof s.destroy;
  return { s, written, destroyed: () => destroyed };
}

const error = (code?: string) => Object.assign(new Error('parse'), { code });

describe('a request Node cannot parse', () => {
  it('answers 431 for headers over the limit, 408 for a timeout, 400 otherwise, and closes after a while', () => {
    vi.useFakeTimers();
    for (const [code, line] of [
      ['HPE_HEADER_OVERFLOW', 'HTTP/1.1 431 Request Header Fields Too Large'],
      ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout'],
      ['HPE_INVALID_METHOD', 'HTTP/1.1 400 Bad Request'],
      [undefined, 'HTTP/1.1 400 Bad Request'],
    ] as const) {
      const client = socket();
      answerClientError(error(code), client.s);
      expect(client.written).toEqual([`${line}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`]);
      vi.advanceTimersByTime(1999);
      expect(client.destroyed(), code).toBe(false);
      vi.advanceTimersByTime(1);
      expect(client.destroyed(), code).toBe(true);
    }
  });

  it('closes at once a connection reset or no longer writable', () => {
    const reset = socket();
    answerClientError(error('ECONNRESET'), reset.s);
    expect([reset.written, reset.destroyed()]).toEqual([[], true]);
    const closed = socket(false);
    answerClientError(error('HPE_HEADER_OVERFLOW'), closed.s);
    expect([closed.written, closed.destroyed()]).toEqual([[], true]);
  });
});

describe('a body still arriving after its refusal', () => {
  function request(complete = false) {
    const req = new PassThrough() as unknown as IncomingMessage & PassThrough;
    let closed = false;
    Object.assign(req, { complete, socket: { destroy: () => (closed = true) } });
    return { req, closed: () => closed };
  }

  it('is read and dropped for two seconds, then the connection is closed', () => {
    vi.useFakeTimers();
    const { req, closed } = request();
    lingerOn(req);
    req.write(Buffer.alloc(1024));
    vi.advanceTimersByTime(1999);
    expect(closed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(closed()).toBe(true);
  });

  it('closes at once past 256 MiB', () => {
    const { req, closed } = request();
    lingerOn(req);
    req.emit('data', { byteLength: 256 * 1024 * 1024 });
    expect(closed()).toBe(false);
    req.emit('data', { byteLength: 1 });
    expect(closed()).toBe(true);
  });

  it('a body that ended in time keeps its connection', () => {
    vi.useFakeTimers();
    const { req, closed } = request();
    lingerOn(req);
    req.emit('end');
    vi.advanceTimersByTime(5000);
    expect(closed()).toBe(false);
    const other = request();
    lingerOn(other.req);
    other.req.emit('close');
    vi.advanceTimersByTime(5000);
    expect(other.closed()).toBe(false);
  });

  it('leaves a request alone that was read to its end', () => {
    vi.useFakeTimers();
    const { req, closed } = request(true);
    lingerOn(req);
    vi.advanceTimersByTime(5000);
    expect(closed()).toBe(false);
  });
});

describe('the Host header', () => {
  it('is a name or an address, with a port at most', () => {
    for (const host of [undefined, 'peetam.org', 'localhost:4321', '127.0.0.1', '[::1]:8080', 'a', 'a-b.c'])
      expect(isValidHost(host), String(host)).toBe(true);
    for (const host of ['', 'bad host', '-a.org', 'a.org-', 'a.org:', 'a.org:123456', 'user@a.org', 'a/b', '[::1'])
      expect(isValidHost(host), host).toBe(false);
  });
});
