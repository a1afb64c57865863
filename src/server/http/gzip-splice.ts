import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip answer made of a page compressed once and a small part of its own in the middle
 * (docs/decisions/115): a signed-in visitor's page is the kept page with their account menu
 * where the Login button was. The part before is compressed and flushed to a byte boundary
 * (a sync flush: nothing after it refers back into it), the part after is compressed as a stream
 * of its own, and the visitor's part goes between them in stored (uncompressed) blocks, so a
 * visitor's page costs copying, not compressing 70 KB. RFC 1951 and 1952.
 */
export interface GzipParts {
  head: Uint8Array;
  tail: Uint8Array;
  beforeCrc: number;
  after: Uint8Array;
  length: number;
}

export function gzipParts(before: Uint8Array, after: Uint8Array): GzipParts {
  return {
    head: deflateRawSync(before, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    tail: deflateRawSync(after, { level: 9 }),
    beforeCrc: crc32(before),
    after,
    length: before.byteLength + after.byteLength,
  };
}

/** gzip's member header: deflate, no name, no time, unknown system. */
const HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
/** The most one stored block holds. */
const STORED_MAX = 0xffff;

/** `middle` as deflate stored blocks, none of them the last (the tail's last block ends the stream). */
function storedBlocks(middle: Uint8Array): Uint8Array {
  const count = Math.max(1, Math.ceil(middle.byteLength / STORED_MAX));
  const out = new Uint8Array(middle.byteLength + count * 5);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const chunk = middle.subarray(i * STORED_MAX, (i + 1) * STORED_MAX);
    const n = chunk.byteLength;
    // BFINAL 0, BTYPE 00, then the rest of the byte; LEN and its one's complement, little-endian.
    out.set([0, n & 0xff, n >>> 8, ~n & 0xff, (~n >>> 8) & 0xff], at);
    out.set(chunk, at + 5);
    at += 5 + n;
  }
  return out;
}

/** The gzip member of before + middle + after. */
export function splicedGzip(parts: GzipParts, middle: Uint8Array): Uint8Array<ArrayBuffer> {
  const stored = storedBlocks(middle);
  const crc = crc32(parts.after, crc32(middle, parts.beforeCrc));
  const size = (parts.length + middle.byteLength) >>> 0;
  const out = new Uint8Array(HEADER.length + parts.head.byteLength + stored.byteLength + parts.tail.byteLength + 8);
  let at = 0;
  for (const piece of [HEADER, parts.head, stored, parts.tail]) {
    out.set(piece, at);
    at += piece.length;
  }
  const view = new DataView(out.buffer);
  view.setUint32(at, crc, true);
  view.setUint32(at + 4, size, true);
  return out;
}
