import { describe, expect, it } from 'vitest';
import type { ContentDeps } from '../service-deps.ts';
import { adminWrite, idParam } from './admin-write.ts';
import { json } from './errors.ts';
import { parseId } from './ids.ts';
import { publicRead } from './read.ts';

const admin = { id: 7, name: 'Office', email: 'office@example.org' };
const deps = () => ({ db: 'the db', storage: 'the storage' }) as unknown as ContentDeps;
const request = new Request('http://localhost/api/events/3', { method: 'POST' });

describe('an admin write', () => {
  it("runs the work with the deps naming the administrator, and the caller's translator", async () => {
    const write = adminWrite({ guard: async () => ({ user: admin }), deps }, async (context, given, t) =>
      json({ id: context.params.id, given, said: t('hello') }, 201),
    );
    const res = await write({ request, params: { id: '3' }, locals: { t: (key) => `te:${key}` } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: '3',
      given: { db: 'the db', storage: 'the storage', actor: admin },
      said: 'te:hello',
    });
  });

  it("the guard's refusal is the answer, and the work never runs", async () => {
    let ran = false;
    const write = adminWrite(
      { guard: async () => ({ response: new Response(null, { status: 403 }) }), deps },
      async () => {
        ran = true;
        return json({});
      },
    );
    expect((await write({ request, params: {} })).status).toBe(403);
    expect(ran).toBe(false);
  });

  it('a refusal in the work is JSON in keys when no language was set up', async () => {
    const write = adminWrite({ guard: async () => ({ user: admin }), deps }, async (context) => {
      idParam(context, 'event.notFound');
      return json({});
    });
    const res = await write({ request, params: { id: 'x' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'event.notFound', fields: {} });
  });
});

describe('ids in paths', () => {
  it('only a positive whole number of at most ten digits names a record', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('9999999999')).toBe(9999999999);
    for (const bad of [undefined, '', '0', '01', '-1', '1.5', '1e3', ' 1', '1 ', '12345678901', 'a1'])
      expect(parseId(bad), String(bad)).toBeNull();
  });

  it("idParam gives the id or a 404 with the record's message", () => {
    expect(idParam({ request, params: { id: '42' } }, 'x')).toBe(42);
    expect(() => idParam({ request, params: {} }, 'album.notFound')).toThrow(
      expect.objectContaining({ status: 404, message: 'album.notFound' }),
    );
  });
});

describe('a public read', () => {
  it('is JSON revalidated on every use', async () => {
    const res = await publicRead(async () => [{ id: 1 }])();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual([{ id: 1 }]);
  });
});
