import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '../../../tests/support/content-kit.ts';
import { photoLikeJpeg } from '../../server/images/photo-like.ts';
import { createActivity, listActivities, updateActivity } from './service.ts';
import { colourMessage, enableMessage } from './schema.ts';

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(400, 400, 11);
});
afterAll(() => kit?.close());

const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a refusal'); }, (e: { status: number; message: string }) => e);
const fields = { title: 'Annadanam', description: 'Free meals', color: '#FFF', isEnable: 'false' };

describe('activities', () => {
  it('takes isEnable as the text true or false and stores the colour as #rrggbb', async () => {
    const created = await createActivity(kit.deps, fields, photo);
    expect(created).toMatchObject({ color: '#ffffff', isEnable: false });
    const updated = await updateActivity(kit.deps, created.id, { ...fields, isEnable: true, image: created.image.url }, null);
    expect(updated.isEnable).toBe(true);
    expect((await listActivities(kit.deps)).map((a) => a.title)).toEqual(['Annadanam']);
  });

  it('refuses a colour that is not a colour and an enable flag that is not true or false', async () => {
    expect((await failure(createActivity(kit.deps, { ...fields, color: 'sunshine' }, photo))).message).toBe(colourMessage);
    expect((await failure(createActivity(kit.deps, { ...fields, isEnable: 'yes' }, photo))).message).toBe(enableMessage);
    expect((await failure(updateActivity(kit.deps, 4242, fields, null))).status).toBe(404);
  });
});
