// npm run bench:images [-- --count 6]
// Puts photo-like 4000x3000 JPEGs (noise and gradients, so they compress like photographs)
// through the upload pipeline (decode check, WebP at each width, storage) and prints the
// processing time per image and the bytes of each served size. It calls the pipeline module
// directly: the same code the upload endpoints run, without the HTTP and sign-in around it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoLikeJpeg } from '../../src/server/images/photo-like.ts';
import { processImage } from '../../src/server/images/pipeline.ts';
import { storeImage } from '../../src/server/images/stored.ts';
import { localStorage } from '../../src/server/storage/local.ts';

const countArg = process.argv.indexOf('--count');
const count = countArg > 0 ? Number(process.argv[countArg + 1]) : 6;
const root = mkdtempSync(join(tmpdir(), 'peetam-bench-images-'));
const storage = localStorage(root);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log(`Processing ${count} photo-like 4000x3000 JPEGs (upload pipeline: decode check, WebP at each width, store)\n`);
const times: number[] = [];
const sizes = new Map<number, number[]>();
try {
  for (let i = 0; i < count; i++) {
    const jpeg = await photoLikeJpeg(4000, 3000, 1000 + i);
    const started = performance.now();
    const image = await processImage(jpeg);
    await storeImage(storage, 'bench', image);
    const ms = performance.now() - started;
    times.push(ms);
    for (const v of image.variants) sizes.set(v.width, [...(sizes.get(v.width) ?? []), v.data.length]);
    console.log(`image ${i + 1}: upload ${kb(jpeg.length)}, processed in ${ms.toFixed(0)} ms; served sizes ${image.variants.map((v) => `${v.width}w ${kb(v.data.length)}`).join(', ')}`);
  }
  const average = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  console.log(`\nprocessing time per image: average ${average(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`);
  for (const [width, list] of [...sizes.entries()].sort((a, b) => a[0] - b[0])) {
    console.log(`served ${String(width).padStart(4)}w: average ${kb(average(list))}, largest ${kb(Math.max(...list))}`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
