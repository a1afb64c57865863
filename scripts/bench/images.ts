// npm run bench:images [-- --count 6]
// Starts the built site on a fresh database, signs in as an administrator, uploads photo-like
// 4000x3000 JPEGs (noise and gradients, so they compress like photographs) one album at a time
// through POST /api/gallery, and prints the time each upload took (decode check, re-encoding to
// WebP at each width, storage, the album record) and the bytes of each size the site serves.
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer } from '../../tests/support/server.ts';
import { createUser } from '../../tests/support/accounts.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { IMAGE_WIDTHS } from '#src/server/images/limits.ts';

const countArg = process.argv.indexOf('--count');
const count = countArg > 0 ? Number(process.argv[countArg + 1]) : 6;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const average = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;

if (!buildIfNeeded()) process.exit(1);
const server = await startServer({ env: { DEMO_CONTENT: 'off' } });
const times: number[] = [];
const sizes = new Map<number, number[]>();
try {
  const admin = await createUser(server, { role: 'Admin' });
  console.log(`Uploading ${count} photo-like 4000x3000 JPEGs through POST /api/gallery\n`);
  for (let i = 0; i < count; i++) {
    const jpeg = await photoLikeJpeg(4000, 3000, 1000 + i);
    const form = new FormData();
    form.set('title', `Benchmark ${i + 1}`);
    form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/gallery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    const ms = performance.now() - started;
    if (response.status !== 201)
      throw new Error(`Upload ${i + 1} answered ${response.status}: ${await response.text()}`);
    times.push(ms);
    const largest: string = (await response.json()).images[0];
    const served: string[] = [];
    for (const width of IMAGE_WIDTHS) {
      const file = await fetch(new URL(largest.replace(/-\d+\.webp$/, `-${width}.webp`), server.url));
      if (file.status !== 200) continue;
      const bytes = (await file.arrayBuffer()).byteLength;
      sizes.set(width, [...(sizes.get(width) ?? []), bytes]);
      served.push(`${width}w ${kb(bytes)}`);
    }
    console.log(
      `image ${i + 1}: upload ${kb(jpeg.length)}, answered in ${ms.toFixed(0)} ms; served ${served.join(', ')}`,
    );
  }
  console.log(`\ntime per image: average ${average(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`);
  for (const [width, list] of [...sizes.entries()].sort((a, b) => a[0] - b[0])) {
    console.log(`served ${String(width).padStart(4)}w: average ${kb(average(list))}, largest ${kb(Math.max(...list))}`);
  }
} finally {
  await server.stop();
}
