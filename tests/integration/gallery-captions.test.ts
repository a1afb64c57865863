import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Issue 20: gallery photos have text alternatives, the album title and the photo's number at
// least, and an optional caption the admin writes.
let server: RunningServer;
let admin: TestAccount;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  admin = await createUser(server, { role: 'Admin' });
  http = client(server.url);
});
afterAll(() => server?.stop());

type Album = {
  id: number;
  title: string;
  titleTe: string | null;
  photos: Array<{ id: number; caption: string | null; captionTe: string | null }>;
};
const bearer = () => ({ authorization: `Bearer ${admin.token}` });
const albums = async () => (await (await http.get('/api/gallery')).json()) as Album[];
/** The text alternatives of the album photos (the page's other pictures, such as the logo, are decorative). */
const alts = (html: string) =>
  [...html.slice(html.indexOf('class="albums"')).matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);

describe('the first photo', () => {
  it('is asked for from <head>, with high priority, and is the only photo that does not wait', async () => {
    const page = await (await http.get('/gallery')).text();
    const head = page.slice(0, page.indexOf('</head>'));
    const preload = head.match(/<link[^>]*rel="preload"[^>]*>/)?.[0] ?? '';
    const photos = [...page.slice(page.indexOf('class="albums"')).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1];
    expect(preload).toContain('as="image"');
    expect(preload).toContain('fetchpriority="high"');
    expect(attribute(preload, 'imagesrcset')).toBe(attribute(photos[0]!, 'srcset'));
    expect(attribute(preload, 'imagesizes')).toBe(attribute(photos[0]!, 'sizes'));
    expect(attribute(photos[0]!, 'fetchpriority')).toBe('high');
    expect(photos.length).toBeGreaterThan(2);
    for (const later of photos.slice(1)) expect(attribute(later, 'loading')).toBe('lazy');
  });
});

describe('photo captions', () => {
  it('gives every gallery photo a text alternative: the album title and its number', async () => {
    const [album] = await albums();
    const page = await (await http.get('/gallery')).text();
    expect(alts(page)).toContain(`${album!.title}: photo 1`);
    expect(alts(page)).not.toContain('');
    const telugu = await (await http.get('/te/gallery')).text();
    expect(alts(telugu)).toContain(`${album!.titleTe ?? album!.title}: 1వ ఫోటో`);
  });

  const writesACaption =
    "lets an Admin write a photo's caption in both languages, " +
    'which becomes its text on the pages, and blank removes it';
  it(writesACaption, async () => {
    const [album] = await albums();
    const photo = album!.photos[1]!;
    const saved = await http.json(
      'PUT',
      `/api/gallery/${album!.id}/photos/${photo.id}`,
      { caption: 'Lamps at the pond', captionTe: 'కొలను వద్ద దీపాలు' },
      bearer(),
    );
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Album & { message: string };
    expect(body.message).toBe('Caption saved.');
    expect(body.photos[1]).toMatchObject({
      id: photo.id,
      caption: 'Lamps at the pond',
      captionTe: 'కొలను వద్ద దీపాలు',
    });
    expect(alts(await (await http.get('/gallery')).text())).toContain('Lamps at the pond');
    expect(alts(await (await http.get('/te/gallery')).text())).toContain('కొలను వద్ద దీపాలు');

    const cleared = await http.json(
      'PUT',
      `/api/gallery/${album!.id}/photos/${photo.id}`,
      { caption: '', captionTe: '' },
      bearer(),
    );
    expect(((await cleared.json()) as Album).photos[1]).toMatchObject({ caption: null, captionTe: null });
    expect(alts(await (await http.get('/gallery')).text())).toContain(`${album!.title}: photo 2`);
  });

  it('refuses a caption to anyone but an Admin, for a photo of another album, and one too long', async () => {
    const [first, second] = await albums();
    const url = `/api/gallery/${first!.id}/photos/${first!.photos[0]!.id}`;
    expect((await http.json('PUT', url, { caption: 'x' })).status).toBe(401);
    const user = await createUser(server, { role: 'User' });
    expect((await http.json('PUT', url, { caption: 'x' }, { authorization: `Bearer ${user.token}` })).status).toBe(403);
    const elsewhere = await http.json(
      'PUT',
      `/api/gallery/${second!.id}/photos/${first!.photos[0]!.id}`,
      { caption: 'x' },
      bearer(),
    );
    expect(elsewhere.status).toBe(404);
    const long = await http.json('PUT', url, { caption: 'x'.repeat(301) }, bearer());
    expect(long.status).toBe(400);
  });
});
