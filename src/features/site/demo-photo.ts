import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { demoPhotos, type DemoPhoto } from './media.ts';
import { demoGrain, photoLikeJpeg } from '#src/server/images/photo-like.ts';

/**
 * The project's folder, the nearest above this module with a package.json: the photos' paths are
 * written from it. Found, not counted: this module runs from src/ (the tests, node's scripts) and from
 * wherever the bundler puts it in dist/ (npm start), at another depth each time.
 */
function projectRoot(from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}
const root = projectRoot(import.meta.dirname);

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
  if (photo && root) {
    try {
      return await readFile(join(root, photo.file));
    } catch {
      // fall through to a generated image
    }
  }
  return photoLikeJpeg(960, 720, 500 + n, demoGrain);
}
