import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoPhotos, type DemoPhoto } from './media.ts';
import { demoGrain, photoLikeJpeg } from '#src/server/images/photo-like.ts';

// Seeding runs from the source tree (npm start, npm run dev, the tests), beside public/.
const root = join(import.meta.dirname, '../../..');

/**
 * The committed demo photograph of that name, else the n-th, those meant for this use first, so a new site
 * shows pictures of lamps and temples rather than noise. A generated photo-like image stands in
 * when the file is not there.
 */
export async function demoPhoto(use: DemoPhoto['use'], n: number, name?: DemoPhoto['name']): Promise<Uint8Array> {
  // The photos drawn for this use first, then the others, so few records repeat a picture.
  const pool = [...demoPhotos.filter((p) => p.use === use), ...demoPhotos.filter((p) => p.use !== use)];
  // A record that shows one thing (a meal, a cow) names its photo: the n-th would drift when the list changes.
  const photo = demoPhotos.find((p) => p.name === name) ?? pool[n % pool.length];
  if (photo) {
    try {
      return await readFile(join(root, photo.file));
    } catch {
      // fall through to a generated image
    }
  }
  return photoLikeJpeg(960, 720, 500 + n, demoGrain);
}
