// npm run bench:gallery
// Starts the built site with its demo content, adds an album of 30 photo-like 4000x3000 photos
// through the album service (the upload pipeline), then loads /, /events/upcomingevents and that
// album's gallery page in a 390 px phone viewport (2x screen) and prints the bytes loaded, by kind.
// Budget: the gallery page's first load stays under 400 KB of images.
import { join } from 'node:path';
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer } from '../../tests/support/server.ts';
import { launchBrowser, phone } from '../../tests/e2e/support/browser.ts';
import { connect } from '#src/server/db/connect.ts';
import { localStorage } from '#src/server/storage/local.ts';
import { createAlbum } from '#src/features/gallery/service.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';

export const GALLERY_IMAGE_BUDGET = 400 * 1024;
const ALBUM_DAY = '2025-12-25';

if (!buildIfNeeded()) process.exit(1);
const server = await startServer();
const browser = await launchBrowser();
try {
  const connection = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  const photos: Buffer[] = [];
  for (let i = 0; i < 30; i++) photos.push(await photoLikeJpeg(4000, 3000, 2000 + i));
  await createAlbum(
    { db: connection.db, storage: localStorage(join(server.dataDir, 'uploads')) },
    { title: 'Thirty photos', date: ALBUM_DAY },
    photos,
  );
  await connection.db.destroy();

  let galleryImages = 0;
  for (const path of ['/', '/events/upcomingevents', `/gallery?date=${ALBUM_DAY}`]) {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const bytes = new Map<string, number>();
    page.on('response', async (response) => {
      const kind = response.request().resourceType();
      const length = (await response.body().catch(() => Buffer.alloc(0))).length;
      bytes.set(kind, (bytes.get(kind) ?? 0) + length);
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    const parts = [...bytes.entries()].map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`).join(', ');
    console.log(`${path.padEnd(28)} total ${(total / 1024).toFixed(1)} KB (${parts})`);
    if (path.startsWith('/gallery')) galleryImages = bytes.get('image') ?? 0;
    await context.close();
  }
  const ok = galleryImages < GALLERY_IMAGE_BUDGET;
  console.log(
    `\ngallery first load: ${(galleryImages / 1024).toFixed(1)} KB of images at 390 px (budget ` +
      `${GALLERY_IMAGE_BUDGET / 1024} KB): ${ok ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
