import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import type { ApiGuard } from '#src/server/http/admin-write.ts';
import { activityMessages, activityWrites } from './api.ts';
import { colourMessage } from './schema.ts';
import { pujaCardMessages, pujaCardWrites } from '#src/features/puja-cards/api.ts';

const admin: ApiGuard = async () => ({ user: { id: 1, email: 'a@example.org', name: 'Admin', role: 'Admin' } });

let kit: ContentKit;
let photo: Buffer;
beforeAll(async () => {
  kit = await openContentKit();
  photo = await photoLikeJpeg(500, 500, 31);
});
afterAll(() => kit?.close());

const form = (fields: Record<string, string>, image?: Uint8Array) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (image) body.append('image', new File([image as Uint8Array<ArrayBuffer>], 'photo.jpg'));
  return body;
};
type Handler = (c: { request: Request; params: Record<string, string> }) => Promise<Response>;
const call = async (
  handler: Handler,
  method: string,
  body?: BodyInit,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  const response = await handler({ request: new Request('http://site/api', { method, body, headers }), params });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const asJson = { 'content-type': 'application/json' };

describe('activity write endpoints', () => {
  const writes = () => activityWrites({ guard: admin, deps: () => kit.deps });

  it('takes isEnable as the text false from a form and a boolean from JSON', async () => {
    const created = await call(
      writes().create,
      'POST',
      form({ title: 'Go Seva', description: 'Cows', color: '#7A1F1F', isEnable: 'false' }, photo),
    );
    expect(created).toMatchObject({
      status: 201,
      body: { message: activityMessages.created, color: '#7a1f1f', isEnable: false },
    });
    const id = String(created.body.id);
    const update = JSON.stringify({
      title: 'Go Seva',
      description: 'Cows',
      color: '#ffffff',
      isEnable: true,
      image: created.body.image,
    });
    expect(await call(writes().update, 'PUT', update, { id }, asJson)).toMatchObject({
      status: 200,
      body: { isEnable: true, color: '#ffffff' },
    });
    const bad = await call(
      writes().update,
      'PUT',
      JSON.stringify({ title: 'x', description: 'y', color: 'blue-ish', isEnable: true }),
      { id },
      asJson,
    );
    expect(bad).toMatchObject({ status: 400, body: { message: colourMessage } });
  });

  it('creates a white, enabled card from a form without color and isEnable, and takes a colour name', async () => {
    const bare = await call(writes().create, 'POST', form({ title: 'Annadanam', description: 'Meals' }, photo));
    expect(bare).toMatchObject({ status: 201, body: { color: '#ffffff', isEnable: true } });
    const named = await call(
      writes().create,
      'POST',
      form({ title: 'Annadanam', description: 'Meals', color: 'red' }, photo),
    );
    expect(named).toMatchObject({ status: 201, body: { color: '#ff0000', isEnable: true } });
  });
});

describe('puja card write endpoints', () => {
  it('creates a card and updates it with title, description and a new image file, keeping its date', async () => {
    const writes = pujaCardWrites({ guard: admin, deps: () => kit.deps });
    const created = await call(
      writes.create,
      'POST',
      form({ title: 'Lakshmi Puja', description: 'Lamps', date: '2026-10-20' }, photo),
    );
    expect(created).toMatchObject({ status: 201, body: { message: pujaCardMessages.created, date: '2026-10-20' } });
    const id = String(created.body.id);
    const updated = await call(
      writes.update,
      'PUT',
      form({ title: 'Lakshmi Puja', description: 'Lamps and flowers' }, await photoLikeJpeg(600, 400, 32)),
      { id },
    );
    expect(updated).toMatchObject({
      status: 200,
      body: { message: pujaCardMessages.updated, date: '2026-10-20', description: 'Lamps and flowers' },
    });
    expect(updated.body.image).not.toBe(created.body.image);
    expect((await call(writes.remove, 'DELETE', undefined, { id })).status).toBe(200);
  });
});
