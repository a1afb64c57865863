import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { createPujaCard, listPujaCards, updatePujaCard } from './service.ts';

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(400, 400, 12);
});
afterAll(() => kit?.close());

describe('puja cards', () => {
  it('lists newest first and keeps the date when an update carries only title, description and image', async () => {
    await createPujaCard(kit.deps, { title: 'Older', description: 'd', date: '2026-01-01' }, photo);
    const newer = await createPujaCard(kit.deps, { title: 'Newer', description: 'd', date: '2026-02-01' }, photo);
    expect((await listPujaCards(kit.deps)).map((p) => p.title)).toEqual(['Newer', 'Older']);
    const updated = await updatePujaCard(
      kit.deps,
      newer.id,
      { title: 'Renamed', description: 'e', image: newer.image.url },
      null,
    );
    expect(updated).toMatchObject({ title: 'Renamed', date: '2026-02-01' });
  });
});
