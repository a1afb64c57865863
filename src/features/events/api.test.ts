import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { imageMessages } from '#src/server/images/limits.ts';
import { REQUIRED_MESSAGE } from '#src/server/http/errors.ts';
import type { ApiGuard, WriteContext } from '#src/server/http/admin-write.ts';
import { inEnglish } from '#tests/support/refusals.ts';
import { eventMessages, eventWrites } from './api.ts';
import { albumWrites } from '#src/features/gallery/api.ts';

// The accounts feature's guard is stood in for: one that lets an Admin through, one that refuses.
const admin: ApiGuard = async () => ({ user: { id: 1, email: 'a@example.org', name: 'Admin', role: 'Admin' } });
const signedOut: ApiGuard = async () => ({
  response: new Response(JSON.stringify({ message: 'Please sign in as an administrator.' }), { status: 401 }),
});

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(640, 480, 21);
});
afterAll(() => kit?.close());

const form = (fields: Record<string, string>, files: Record<string, Uint8Array[]> = {}) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, list] of Object.entries(files))
    for (const f of list) body.append(k, new File([f as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }));
  return body;
};
const call = async (
  handler: (c: WriteContext) => Promise<Response>,
  method: string,
  body?: BodyInit,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  const response = await handler({
    request: new Request('http://site/api', { method, body, headers }),
    params,
    locals: { t: inEnglish },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const fields = { title: 'Vasantha Navaratri', description: 'Nine days of puja', eventDate: '2026-04-01' };

describe('event write endpoints (behind the admin guard)', () => {
  const writes = () => eventWrites({ guard: admin, deps: () => kit.deps });

  it('answers with the guard’s response when the visitor is not an Admin, and writes nothing', async () => {
    const refused = await call(
      eventWrites({ guard: signedOut, deps: () => kit.deps }).create,
      'POST',
      form(fields, { image: [photo] }),
    );
    expect(refused.status).toBe(401);
    expect(kit.files()).toEqual([]);
  });

  it('creates from multipart, updates from JSON, deletes, and answers 404 for an unknown id', async () => {
    const created = await call(writes().create, 'POST', form(fields, { image: [photo] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: inEnglish(eventMessages.created),
      title: fields.title,
      youtubeLink: null,
    });
    const id = String(created.body.id);
    const json = JSON.stringify({ ...fields, title: 'Renamed', image: created.body.image });
    const updated = await call(writes().update, 'PUT', json, { id }, { 'content-type': 'application/json' });
    expect(updated).toMatchObject({
      status: 200,
      body: { message: inEnglish(eventMessages.updated), title: 'Renamed' },
    });
    expect((await call(writes().remove, 'DELETE', undefined, { id })).status).toBe(200);
    expect((await call(writes().remove, 'DELETE', undefined, { id })).status).toBe(404);
    expect(
      (await call(writes().update, 'PUT', json, { id: 'abc' }, { 'content-type': 'application/json' })).status,
    ).toBe(404);
    expect(kit.files()).toEqual([]);
  });

  it('refuses missing fields, a tiny image and a non-image with the published messages', async () => {
    expect((await call(writes().create, 'POST', form({ title: 'x' }, { image: [photo] }))).body.message).toBe(
      inEnglish(REQUIRED_MESSAGE),
    );
    const tiny = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect((await call(writes().create, 'POST', form(fields, { image: [tiny] }))).body.message).toBe(
      'Image must be at least 300px by 300px',
    );
    expect(
      (await call(writes().create, 'POST', form(fields, { image: [new TextEncoder().encode('%PDF-1.4')] }))).body
        .message,
    ).toBe(inEnglish(imageMessages.invalid));
    expect(kit.files()).toEqual([]);
  });
});

describe('album write endpoints', () => {
  it('creates an album from repeated images parts, adds images to it and deletes it', async () => {
    const writes = albumWrites({ guard: admin, deps: () => kit.deps });
    const created = await call(writes.create, 'POST', form({ title: 'Ugadi', date: '' }, { images: [photo, photo] }));
    expect(created.status).toBe(201);
    expect(created.body.images).toHaveLength(2);
    const id = String(created.body.id);
    expect(
      ((await call(writes.addImages, 'POST', form({}, { images: [photo] }), { id })).body.images as string[]).length,
    ).toBe(3);
    expect((await call(writes.remove, 'DELETE', undefined, { id })).status).toBe(200);
    expect(kit.files()).toEqual([]);
  });
});
