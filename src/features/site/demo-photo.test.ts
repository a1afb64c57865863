import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoPhoto } from './demo-photo.ts';
import { demoPhotos } from './media.ts';

describe('demoPhoto', () => {
  it('is the committed photograph, found from the project folder', async () => {
    const lamps = demoPhotos.find((photo) => photo.name === 'deepotsavam')!;
    expect(Buffer.from(await demoPhoto(lamps.use, 0, 'deepotsavam'))).toEqual(
      readFileSync(new URL(`../../../${lamps.file}`, import.meta.url)),
    );
  });
});
