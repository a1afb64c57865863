import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { inEnglish, refusalOf } from '#tests/support/refusals.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { imageAddressMessages } from '#src/server/images/upload.ts';
import { createActivity, deleteActivity, listActivities, updateActivity } from './service.ts';
import { colourMessage, DEFAULT_CARD_COLOUR, enableMessage } from './schema.ts';

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(400, 400, 11);
});
afterAll(() => kit?.close());

const failure = (p: Promise<unknown>) => refusalOf(p);
const fields = { title: 'Annadanam', description: 'Free meals', color: '#FFF', isEnable: 'false' };

describe('activities', () => {
  it('takes isEnable as the text true or false and stores the colour as #rrggbb', async () => {
    const created = await createActivity(kit.deps, fields, photo);
    expect(created).toMatchObject({ color: '#ffffff', isEnable: false });
    const updated = await updateActivity(
      kit.deps,
      created.id,
      { ...fields, isEnable: true, image: created.image.url },
      null,
    );
    expect(updated.isEnable).toBe(true);
    expect((await listActivities(kit.deps)).map((a) => a.title)).toEqual(['Annadanam']);
  });

  it('refuses a colour that is not a colour and an enable flag that is not true or false', async () => {
    expect((await failure(createActivity(kit.deps, { ...fields, color: 'sunshine' }, photo))).message).toBe(
      inEnglish(colourMessage),
    );
    expect((await failure(createActivity(kit.deps, { ...fields, isEnable: 'yes' }, photo))).message).toBe(
      inEnglish(enableMessage),
    );
    expect((await failure(updateActivity(kit.deps, 4242, fields, null))).status).toBe(404);
  });
});

describe('activity defaults and colours', () => {
  it('stores #ffffff without a colour and enabled without isEnable, blank fields alike', async () => {
    const bare = await createActivity(kit.deps, { title: 'Go Seva', description: 'Cows' }, photo);
    expect(bare).toMatchObject({ color: DEFAULT_CARD_COLOUR, isEnable: true });
    const blank = await createActivity(
      kit.deps,
      { title: 'Go Seva', description: 'Cows', color: '', isEnable: '' },
      photo,
    );
    expect(blank).toMatchObject({ color: '#ffffff', isEnable: true });
  });

  it('takes a CSS colour name as well as a hex code, stored as #rrggbb', async () => {
    expect((await createActivity(kit.deps, { ...fields, color: 'red' }, photo)).color).toBe('#ff0000');
    expect((await createActivity(kit.deps, { ...fields, color: ' SaddleBrown ' }, photo)).color).toBe('#8b4513');
    expect((await failure(createActivity(kit.deps, { ...fields, color: 'toString' }, photo))).message).toBe(
      inEnglish(colourMessage),
    );
  });

  it('keeps the colour and the flag of a card when an edit leaves them out', async () => {
    const created = await createActivity(kit.deps, { ...fields, color: 'navy', isEnable: 'false' }, photo);
    const edited = await updateActivity(
      kit.deps,
      created.id,
      { title: 'Annadanam', description: 'Free meals daily' },
      null,
    );
    expect(edited).toMatchObject({ color: '#000080', isEnable: false, description: 'Free meals daily' });
  });
});

describe("the edit dialog's Image URL", () => {
  it("takes the address of a picture another record shows, as the card's own copy", async () => {
    const source = await createActivity(kit.deps, fields, await photoLikeJpeg(1800, 1200, 12));
    const target = await createActivity(kit.deps, fields, photo);
    // The address of a smaller variant still brings the largest size along.
    const smaller = source.image.srcset.split(', ')[0]!.split(' ')[0]!;
    const updated = await updateActivity(kit.deps, target.id, { ...fields, image: smaller }, null);
    expect(updated.image.url).not.toBe(source.image.url);
    expect(updated.image.url).not.toBe(target.image.url);
    expect(updated.image).toMatchObject({ width: 1600, height: 1067 });
    expect(updated.image.srcset.split(', ')).toHaveLength(source.image.srcset.split(', ').length);
    // The card owns its copy: the old picture's files are gone, and deleting the source breaks nothing.
    const stored = new Set(kit.files().map((f) => `/uploads/${f}`));
    expect(stored.has(target.image.url)).toBe(false);
    await deleteActivity(kit.deps, source.id);
    const after = new Set(kit.files().map((f) => `/uploads/${f}`));
    expect(after.has(updated.image.url)).toBe(true);
    expect(after.has(source.image.url)).toBe(false);
  });

  it('refuses an address that is not a picture of this site, or one no longer stored, saying why', async () => {
    const target = await createActivity(kit.deps, fields, photo);
    const elsewhere = await failure(
      updateActivity(kit.deps, target.id, { ...fields, image: 'https://example.com/lamp.jpg' }, null),
    );
    expect(elsewhere).toMatchObject({ status: 400, message: inEnglish(imageAddressMessages.notOurs) });
    const gone = await failure(
      updateActivity(
        kit.deps,
        target.id,
        { ...fields, image: '/uploads/activities/2026/0123456789abcdef-1600.webp' },
        null,
      ),
    );
    expect(gone).toMatchObject({ status: 400, message: inEnglish(imageAddressMessages.missing) });
    // A file still replaces the picture, whatever the address says.
    const replaced = await updateActivity(
      kit.deps,
      target.id,
      { ...fields, image: 'https://example.com/lamp.jpg' },
      await photoLikeJpeg(500, 400, 13),
    );
    expect(replaced.image.url).not.toBe(target.image.url);
  });
});
