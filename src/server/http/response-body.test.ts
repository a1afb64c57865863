import { describe, expect, it } from 'vitest';
import { bodyBytes, ownBodyBytes, responseOf } from './response-body.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const streamOf = (...chunks: Uint8Array<ArrayBuffer>[]) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

async function chunksSent(response: Response): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body ?? []) chunks.push(chunk);
  return chunks;
}

describe('a body read once', () => {
  it('is its one chunk itself, not a copy', async () => {
    const chunk = bytes('ఓం నమః శివాయ');
    expect(await bodyBytes(streamOf(chunk))).toBe(chunk);
  });

  it('joins several chunks, in order', async () => {
    const read = await bodyBytes(streamOf(bytes('<html>'), bytes('పూజ'), bytes('</html>')));
    expect(new TextDecoder().decode(read)).toBe('<html>పూజ</html>');
  });

  it('is a buffer of its own when it is to be changed, even from one chunk', async () => {
    const chunk = bytes('<html></html>');
    const own = await ownBodyBytes(streamOf(chunk));
    expect(own.buffer).not.toBe(chunk.buffer);
    own[0] = 0;
    expect(chunk[0]).toBe('<'.charCodeAt(0));
    expect(own.subarray(1).toString()).toBe('html></html>');
    expect((await ownBodyBytes(streamOf(bytes('a'), bytes('b')))).toString()).toBe('ab');
  });
});

describe('a response around bytes held', () => {
  it('sends those very bytes as one chunk, with the status and headers given', async () => {
    const page = bytes('<html>ఆశ్రమం</html>');
    const response = responseOf(page, { status: 404, statusText: 'Not Found', headers: { 'x-kept': 'yes' } });
    expect([response.status, response.statusText, response.headers.get('x-kept')]).toEqual([404, 'Not Found', 'yes']);
    const chunks = await chunksSent(response);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toBe(page);
  });

  it('sends an empty body as no chunk at all, and null as no body, as a Response of bytes does', async () => {
    expect(await chunksSent(responseOf(new Uint8Array(0), {}))).toEqual([]);
    expect(await chunksSent(new Response(new Uint8Array(0)))).toEqual([]);
    expect(responseOf(null, { status: 204 }).body).toBeNull();
  });
});
