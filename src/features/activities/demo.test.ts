import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';

const created: Array<{ title: string; photo: Uint8Array }> = [];
vi.mock('#src/server/storage/index.ts', () => ({ getStorage: () => ({}) }));
vi.mock('./service.ts', () => ({
  createActivity: async (_deps: unknown, fields: { title: string }, photo: Uint8Array) => {
    created.push({ title: fields.title, photo });
  },
}));

const { seedDemoActivities } = await import('./demo.ts');
const committed = (file: string) => readFile(join(import.meta.dirname, '../../../public/media/demo', file));

describe('the demo activities', () => {
  it('show the meal on Annadanam and the cow on Go Seva', async () => {
    await seedDemoActivities({} as Kysely<Database>);
    const photoOf = (title: string) => Buffer.from(created.find((c) => c.title === title)!.photo);
    expect(photoOf('Annadanam').equals(await committed('annadanam.jpg'))).toBe(true);
    expect(photoOf('Go Seva').equals(await committed('go-puja.jpg'))).toBe(true);
    expect(created.map((c) => c.title)).toEqual(['Annadanam', 'Go Seva', 'Vedic Classes', 'Yoga Camp']);
  });
});
