import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '../../../tests/support/content-kit.ts';
import { photoLikeJpeg } from '../../server/images/photo-like.ts';
import { createPujaPost, listPujaPosts, updatePujaPost } from './service.ts';

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(400, 400, 12);
});
afterAll(() => kit?.close());

describe('puja cards', () => {
  it('lists newest first and keeps the date when an update carries only title, description and image', async () => {
    await createPujaPost(kit.deps, { title: 'Older', description: 'd', date: '2026-01-01' }, photo);
    const newer = await createPujaPost(kit.deps, { title: 'Newer', description: 'd', date: '2026-02-01' }, photo);
    expect((await listPujaPosts(kit.deps)).map((p) => p.title)).toEqual(['Newer', 'Older']);
    const updated = await updatePujaPost(kit.deps, newer.id, { title: 'Renamed', description: 'e', image: newer.image.url }, null);
    expect(updated).toMatchObject({ title: 'Renamed', date: '2026-02-01' });
  });
});
