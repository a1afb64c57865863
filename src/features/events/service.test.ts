import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { inEnglish, refusalOf } from '#tests/support/refusals.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { imageMessages } from '#src/server/images/limits.ts';
import { REQUIRED_MESSAGE } from '#src/server/http/errors.ts';
import { TITLE_MAX } from '#src/server/validation/record-fields.ts';
import { createEvent, deleteEvent, getEvent, oldEvents, upcomingEvents, updateEvent } from './service.ts';
import { youtubeMessage } from './schema.ts';

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(640, 480, 7);
});
afterAll(() => kit?.close());

const fields = (over: Record<string, unknown> = {}) => ({
  title: 'Maha Shivaratri',
  description: 'All-night vigil',
  eventDate: '2026-03-01',
  ...over,
});
const failure = (p: Promise<unknown>) => refusalOf(p);

describe('events', () => {
  it(
    'splits upcoming (today or later, ' +
      'soonest first) ' +
      'from old (before today, latest first) ' +
      'by the given day',
    async () => {
      for (const eventDate of ['2026-01-10', '2026-02-20', '2026-02-21', '2026-04-01'])
        await createEvent(kit.deps, fields({ eventDate }), photo);
      expect((await upcomingEvents(kit.deps, '2026-02-21')).map((e) => e.eventDate)).toEqual([
        '2026-02-21',
        '2026-04-01',
      ]);
      expect((await oldEvents(kit.deps, '2026-02-21')).map((e) => e.eventDate)).toEqual(['2026-02-20', '2026-01-10']);
    },
  );

  it('keeps the Telugu texts and an optional YouTube link', async () => {
    const event = await createEvent(
      kit.deps,
      fields({ titleTe: 'మహా శివరాత్రి', youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' }),
      photo,
    );
    expect(event).toMatchObject({
      titleTe: 'మహా శివరాత్రి',
      descriptionTe: null,
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(event.image.url).toMatch(/^\/uploads\/events\/\d{4}\/[0-9a-f]+-640\.webp$/);
  });

  it('refuses missing fields, a bad date, a non-YouTube link and a huge title, storing nothing', async () => {
    const before = kit.files().length;
    expect((await failure(createEvent(kit.deps, { title: 'x' }, photo))).message).toBe(inEnglish(REQUIRED_MESSAGE));
    expect(
      (await failure(createEvent(kit.deps, fields({ eventDate: '2026-02-30' }), photo))).fields?.eventDate,
    ).toMatch(/YYYY-MM-DD/);
    expect((await failure(createEvent(kit.deps, fields({ youtubeLink: 'https://vimeo.com/1' }), photo))).message).toBe(
      inEnglish(youtubeMessage),
    );
    const long = await failure(createEvent(kit.deps, fields({ title: 'a'.repeat(100_000) }), photo));
    expect(long.status).toBe(400);
    expect(long.message).toBe(`Title must be at most ${TITLE_MAX} characters.`);
    expect((await failure(createEvent(kit.deps, fields({ title: 42 }), photo))).message).toBe('Title must be text.');
    expect((await failure(createEvent(kit.deps, fields(), null))).fields.image).toBe(inEnglish(imageMessages.required));
    expect((await failure(createEvent(kit.deps, fields(), new TextEncoder().encode('not an image')))).message).toBe(
      inEnglish(imageMessages.invalid),
    );
    expect(kit.files().length).toBe(before);
  });

  it(
    'updates with the current image address, ' +
      'replaces the files with a new image, ' +
      'and deletes them with the event',
    async () => {
      const event = await createEvent(kit.deps, fields(), photo);
      const updated = await updateEvent(
        kit.deps,
        event.id,
        { ...fields({ title: 'Renamed' }), image: event.image.url },
        null,
      );
      expect(updated.title).toBe('Renamed');
      expect(updated.image.url).toBe(event.image.url);
      expect(
        (
          await failure(
            updateEvent(kit.deps, event.id, { ...fields(), image: '/uploads/events/2026/other-640.webp' }, null),
          )
        ).status,
      ).toBe(400);
      const before = kit.files().length;
      const replaced = await updateEvent(kit.deps, event.id, fields(), await photoLikeJpeg(500, 500, 9));
      expect(replaced.image.url).not.toBe(event.image.url);
      expect(kit.files().length).toBe(before); // the old sizes (320, 640) gone, the new ones (320, 500) stored
      await deleteEvent(kit.deps, event.id);
      expect(kit.files().some((f) => replaced.image.url.includes(f.replace(/\\/g, '/')))).toBe(false);
      expect((await failure(getEvent(kit.deps, event.id))).status).toBe(404);
      expect((await failure(deleteEvent(kit.deps, 99999))).status).toBe(404);
    },
  );
});
