/**
 * A rendered page's bytes held once on their way to the socket (docs/decisions/163). undici
 * copies a byte body twice when a Response is made from it and twice again when it is read
 * with arrayBuffer(), and such buffers live outside V8's heap until a full collection: with the
 * HTML check and the compression each reading and re-wrapping the page, a worker held several
 * copies of every page it was sending. Here a body is read from its stream into one buffer, and a
 * Response is made around a buffer as a stream of that one chunk, which undici does not copy.
 */

async function chunksOf(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>[]> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return chunks;
}

/** The body's bytes to read, not to change: a body of one chunk is that chunk, several are joined once. */
export async function bodyBytes(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks = await chunksOf(body);
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** The body's bytes in a buffer of the caller's own, which it may change: the chunks joined, even one. */
export async function ownBodyBytes(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<Buffer<ArrayBuffer>> {
  return Buffer.concat(await chunksOf(body));
}

/**
 * A response whose body is `bytes` themselves, sent as one chunk as a Response made from them
 * would be (an empty body as no chunk at all). The bytes must not change while it is sent.
 */
export function responseOf(bytes: Uint8Array | null, init: ResponseInit): Response {
  if (bytes === null) return new Response(null, init);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, init);
}
