import { inflateSync } from 'node:zlib';

/**
 * The TrueType font inside a WOFF 1.0 file (the format @fontsource ships beside WOFF2): each table
 * is zlib-compressed on its own, so undoing that and writing the tables back behind an sfnt header
 * gives the font itself. HarfBuzz, which shapes and subsets for the PDF receipt, reads only sfnt.
 */
export function sfntFromWoff(woff: Uint8Array): Buffer {
  const source = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = source.readUInt32BE(4);
  const numTables = source.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = source.readUInt32BE(entry + 4);
    const compressed = source.readUInt32BE(entry + 8);
    const length = source.readUInt32BE(entry + 12);
    const raw = source.subarray(offset, offset + compressed);
    return {
      tag: source.readUInt32BE(entry),
      checksum: source.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(raw) : Buffer.from(raw),
    };
  });
  const header = Buffer.alloc(12 + numTables * 16);
  const power = 2 ** Math.floor(Math.log2(numTables));
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = header.length;
  const bodies = tables.map((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Tables start on four-byte boundaries.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}
