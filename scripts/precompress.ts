// Compresses the built files a browser downloads (scripts, styles, SVG, JSON) once, at build
// time, at the highest levels: the server then sends name.br or name.gz as the client accepts,
// without compressing anything per request (docs/decisions/114). Run by npm run build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes name.br and name.gz beside each compressible file of `dir`; returns how many and the bytes saved. */
export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
    bytes += body.byteLength;
    brotli += br.byteLength;
  }
  return { files: count, bytes, brotli };
}

if (import.meta.main) {
  const dir = join(import.meta.dirname, '..', 'dist', 'client');
  const done = precompress(dir);
  console.log(
    `Precompressed ${done.files} files: ${(done.bytes / 1024).toFixed(0)} KB, ` +
      `${(done.brotli / 1024).toFixed(0)} KB in brotli`,
  );
}
