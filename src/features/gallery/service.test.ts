import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { inEnglish, refusalOf } from '#tests/support/refusals.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { imageMessages, imageVars, MAX_ALBUM_IMAGES } from '#src/server/images/limits.ts';
import { addAlbumImages, createAlbum, deleteAlbum, listAlbums } from './service.ts';
import { albumRequiredMessage } from './schema.ts';

let kit: ContentKit;
let photos: Buffer[];
beforeAll(async () => {
  kit = await openContentKit();
  photos = await Promise.all([1, 2, 3].map((seed) => photoLikeJpeg(400, 300, seed)));
});
afterAll(() => kit?.close());

const failure = (p: Promise<unknown>) => refusalOf(p);

describe('albums', () => {
  it('lists albums newest first, filters by day, and dates an undated album on the upload day', async () => {
    await createAlbum(kit.deps, { title: 'Ugadi', date: '2026-03-19' }, [photos[0]!]);
    await createAlbum(kit.deps, { title: 'Vinayaka Chavithi', date: '2026-08-27' }, [photos[1]!, photos[2]!]);
    const undated = await createAlbum(kit.deps, { title: 'Today', date: '' }, [photos[0]!], '2026-11-22');
    expect(undated.date).toBe('2026-11-22');
    expect((await listAlbums(kit.deps)).map((a) => a.title)).toEqual(['Today', 'Vinayaka Chavithi', 'Ugadi']);
    const day = await listAlbums(kit.deps, '2026-08-27');
    expect(day.map((a) => a.title)).toEqual(['Vinayaka Chavithi']);
    expect(day[0]!.images).toHaveLength(2);
    expect((await failure(listAlbums(kit.deps, '2026-99-99'))).status).toBe(400);
  });

  it(
    'refuses an album without title or images, ' +
      'with too many images, ' +
      'and leaves no file when one photo is bad',
    async () => {
      const before = kit.files().length;
      expect((await failure(createAlbum(kit.deps, { title: '' }, [photos[0]!]))).message).toBe(
        inEnglish(albumRequiredMessage),
      );
      expect((await failure(createAlbum(kit.deps, { title: 'x' }, []))).message).toBe(inEnglish(albumRequiredMessage));
      // A title not sent at all (POST /api/gallery with images only) is the same refusal,
      // not 'All fields are required!'.
      expect((await failure(createAlbum(kit.deps, {}, [photos[0]!]))).message).toBe(
        'Please provide a title and at least one image.',
      );
      const many = Array.from({ length: MAX_ALBUM_IMAGES + 1 }, () => photos[0]!);
      expect((await failure(createAlbum(kit.deps, { title: 'x' }, many))).message).toBe(
        inEnglish(imageMessages.tooManyImages, imageVars),
      );
      const bad = await failure(
        createAlbum(kit.deps, { title: 'x' }, [photos[0]!, photos[1]!, new Uint8Array([1, 2, 3])]),
      );
      expect(bad.message).toBe(`Photo 3: ${inEnglish(imageMessages.invalid)}`);
      expect(kit.files().length).toBe(before);
    },
  );

  it('adds images to an album and deletes the album with its files', async () => {
    const album = await createAlbum(kit.deps, { title: 'Karthika Deepam', date: '2026-11-05' }, [photos[0]!]);
    const grown = await addAlbumImages(kit.deps, album.id, [photos[1]!, photos[2]!]);
    expect(grown.images).toHaveLength(3);
    const before = kit.files().length;
    await deleteAlbum(kit.deps, album.id);
    expect(kit.files().length).toBe(before - 3 * 2);
    expect((await failure(addAlbumImages(kit.deps, album.id, [photos[0]!]))).status).toBe(404);
  });
});
