import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { MIN_IMAGE_SIDE } from '#src/server/images/limits.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { testPuja } from '../support/bookings.ts';

/**
 * A puja's picture goes through the image pipeline: uploaded at /admin/pujas (a plain form, no
 * JavaScript) or through POST/PUT /api/pujas, and shown, responsive and with its size, on the
 * Parihara Puja page and the puja's booking page.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;

beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(async () => {
  await server?.stop();
});

const photo = async (width: number, height: number, seed: number) =>
  new Blob([new Uint8Array(await photoLikeJpeg(width, height, seed))], { type: 'image/jpeg' });

function formOf(fields: Record<string, string>, image?: Blob) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set('image', image, 'puja.jpg');
  return form;
}

const post = (path: string, body: FormData, headers: Record<string, string>, method = 'POST') =>
  fetch(server.url + path, { method, body, redirect: 'manual', headers: { origin: server.url, ...headers } });

const screenFields = {
  nameEn: 'Navagraha Shanti',
  nameTe: 'నవగ్రహ శాంతి',
  descriptionEn: 'Peace with the nine planets.',
  descriptionTe: 'నవగ్రహాల శాంతి కోసం.',
  slug: 'navagraha-shanti-picture',
  category: 'parihara',
  price: '1516',
  minRupees: '0',
  durationMinutes: '90',
  'day.1': 'on',
  'day.4': 'on',
  dates: '',
  perDay: '5',
  minDaysAhead: '1',
  maxDaysAhead: '60',
  onBehalf: 'on',
  enabled: 'on',
};

/** The <img> of the puja's uploaded picture in a page, by its alt text. */
const imgTag = (html: string, alt: string) => new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? '';

describe('/admin/pujas with a picture', () => {
  const addsWithAPicture =
    'refuses a picture too small, keeping what was typed, then adds ' +
    'the puja with its picture shown on both pages in both languages';
  it(addsWithAPicture, async () => {
    const headers = { cookie: admin.cookie };
    const small = await post(
      '/admin/pujas',
      formOf(screenFields, await photo(MIN_IMAGE_SIDE - 100, MIN_IMAGE_SIDE - 100, 1)),
      headers,
    );
    expect(small.status).toBe(400);
    const refused = await small.text();
    expect(refused).toContain(`Image must be at least ${MIN_IMAGE_SIDE}px by ${MIN_IMAGE_SIDE}px`);
    expect(refused).toContain('value="Navagraha Shanti"');
    expect(refused).toMatch(/enctype="multipart\/form-data"/i);

    const saved = await post('/admin/pujas', formOf(screenFields, await photo(1200, 800, 2)), headers);
    expect(saved.status).toBe(303);

    for (const [prefix, title] of [
      ['', 'Navagraha Shanti'],
      ['/te', 'నవగ్రహ శాంతి'],
    ] as const) {
      const parihara = await (await http.get(`${prefix}/activities/parihara`)).text();
      const card = imgTag(parihara, title);
      expect(card).toMatch(/srcset="\/uploads\/pujas\/[^"]+-\d+\.webp \d+w/i);
      expect(card).toContain('width="1200"');
      expect(card).toContain('height="800"');
      expect(card).toContain('loading="lazy"');
      // Still a page without islands.
      expect(parihara).not.toContain('<astro-island');

      const booking = await (await http.get(`${prefix}/book/navagraha-shanti-picture`)).text();
      const header = imgTag(booking, title);
      expect(header).toMatch(/src="\/uploads\/pujas\/[^"]+\.webp"/);
      expect(header).toContain('width="1200"');
      expect(header).toContain('height="800"');
    }
    const src = /src="(\/uploads\/pujas\/[^"]+\.webp)"/.exec(
      await (await http.get('/book/navagraha-shanti-picture')).text(),
    )![1]!;
    const file = await http.get(src);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });
});

describe('POST and PUT /api/pujas with a picture', () => {
  const storesThePicture =
    'stores the picture sent as a form, keeps it on an edit without ' +
    'one, replaces it with a new one, and refuses what is not a photo';
  it(storesThePicture, async () => {
    const auth = { authorization: `Bearer ${admin.token}` };
    const fields = Object.fromEntries(
      Object.entries(testPuja('api-picture-homam')).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    );
    const created = await post('/api/pujas', formOf(fields, await photo(900, 900, 3)), auth);
    expect(created.status).toBe(201);
    const puja = (await created.json()) as { id: number; image: string; weekdays: number[] };
    expect(puja.image).toMatch(/^\/uploads\/pujas\/.+-\d+\.webp$/);
    expect(puja.weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);

    const kept = await http.json('PUT', `/api/pujas/${puja.id}`, testPuja('api-picture-homam', { perDay: 40 }), auth);
    expect(await kept.json()).toMatchObject({ perDay: 40, image: puja.image });

    const replaced = await post(`/api/pujas/${puja.id}`, formOf(fields, await photo(1000, 700, 4)), auth, 'PUT');
    const after = (await replaced.json()) as { image: string };
    expect(after.image).toMatch(/^\/uploads\/pujas\//);
    expect(after.image).not.toBe(puja.image);
    expect((await http.get(after.image)).status).toBe(200);
    expect((await http.get(puja.image)).status).toBe(404);

    const notPhoto = await post(
      `/api/pujas/${puja.id}`,
      formOf(fields, new Blob(['not a picture'], { type: 'image/jpeg' })),
      auth,
      'PUT',
    );
    expect(notPhoto.status).toBe(400);
    expect(await notPhoto.json()).toMatchObject({ fields: { image: 'Invalid image file.' } });
    expect(
      await (await http.json('PUT', `/api/pujas/${puja.id}`, testPuja('api-picture-homam'), auth)).json(),
    ).toMatchObject({ image: after.image });
  });
});
