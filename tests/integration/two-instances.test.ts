// Two instances of the site on two ports, sharing one database and one bucket, as a larger
// install runs them behind a load balancer. On PostgreSQL runs they share the PostgreSQL
// database; on SQLite runs they share one DATA_DIR, which is sound for processes on one machine
// (WAL mode and a busy timeout), so the same promises are checked on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { client, sessionCookie } from '../support/http.ts';
import { startS3, type TestBucket } from '../support/s3.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';

let database: TestDatabase;
let s3: TestBucket;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3();
  const env = { ...s3.env, DEMO_CONTENT: 'off' };
  [a, b] = await Promise.all([startServer({ database, env }), startServer({ database, env })]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.stop();
  await database?.drop();
});

describe('two instances on one database and one bucket', () => {
  it('started together, seeded the database once', async () => {
    const seeded = [a.output(), b.output()].filter((o) => o.includes('First start: seeded'));
    expect(seeded).toHaveLength(1);
    expect(a.output()).toContain(`Uploads in the S3 bucket ${s3.bucket} at ${s3.endpoint}`);
  });

  it('knows a session started on the first on the second, and ends it everywhere', async () => {
    const devotee = await createUser(database, { role: 'User' });
    const login = await client(a.url).json('POST', '/api/user/login', {
      email: devotee.email,
      password: devotee.password,
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login)!;
    const me = await client(b.url).get('/api/user/me', { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(devotee.email);
    expect((await client(b.url).json('POST', '/api/user/logout', undefined, { cookie, origin: b.url })).status).toBe(
      200,
    );
    expect((await client(a.url).get('/api/user/me', { cookie })).status).toBe(401);
  });

  const showsAnAlbum =
    'shows an album uploaded through the first on the second, images served by the second from the bucket';
  it(showsAnAlbum, async () => {
    const admin = await createUser(database, { role: 'Admin' });
    const form = new FormData();
    form.set('title', 'Karthika Deepam at the ashram pond');
    form.append(
      'images',
      new Blob([new Uint8Array(await photoLikeJpeg(800, 600, 11))], { type: 'image/jpeg' }),
      'deepam.jpg',
    );
    const created = await fetch(`${a.url}/api/gallery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const image: string = (await created.json()).images[0];
    expect(image).toMatch(/^\/uploads\/albums\/\d{4}\/[0-9a-f]+-800\.webp$/);

    const albums = await (await fetch(`${b.url}/api/gallery`)).json();
    expect(albums.map((album: { title: string }) => album.title)).toContain('Karthika Deepam at the ashram pond');
    const page = await (await fetch(`${b.url}/gallery`)).text();
    expect(page).toContain('Karthika Deepam at the ashram pond');
    expect(page).toContain(image);

    const fromA = await fetch(a.url + image);
    const fromB = await fetch(b.url + image);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    // The object really is in the bucket, not on either server's disk.
    expect((await fetch(`${s3.endpoint}/${s3.bucket}${image.slice('/uploads'.length)}`)).status).toBe(200);

    const head = await fetch(b.url + image, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const missing = await fetch(b.url + image.replace(/[0-9a-f]+-800/, 'ffffffffffffffff-800'));
    expect(missing.status).toBe(404);
  });

  it("shows an activity added through the first on the second's home page at once", async () => {
    const admin = await createUser(database, { role: 'Admin' });
    // A second cookie: the page is rendered for this request, not taken from the page cache, so
    // what is checked is the second instance's reads kept per content version.
    const rendered = async () => (await fetch(`${b.url}/`, { headers: { cookie: 'seen=1' } })).text();
    expect(await rendered()).not.toContain('Go seva at the goshala');
    expect(await rendered()).not.toContain('Go seva at the goshala');
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Go seva at the goshala',
      description: 'Care of the cows',
      color: '#fde68a',
      isEnable: 'true',
    }))
      form.set(k, v);
    form.append(
      'image',
      new Blob([new Uint8Array(await photoLikeJpeg(800, 600, 12))], { type: 'image/jpeg' }),
      'cows.jpg',
    );
    const created = await fetch(`${a.url}/api/activities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    expect(await rendered()).toContain('Go seva at the goshala');
  });

  it('counts sign-in failures across both instances', async () => {
    const devotee = await createUser(database, { role: 'User' });
    const wrong = { email: devotee.email, password: 'wrong-pass' };
    // Ten failures, split over the two instances, reach the limit of ten.
    for (let i = 0; i < 5; i++) {
      expect((await client(a.url).json('POST', '/api/user/login', wrong)).status).toBe(401);
      expect((await client(b.url).json('POST', '/api/user/login', wrong)).status).toBe(401);
    }
    for (const server of [a, b]) {
      const blocked = await client(server.url).json('POST', '/api/user/login', {
        email: devotee.email,
        password: devotee.password,
      });
      expect(blocked.status).toBe(429);
    }
  });
});
