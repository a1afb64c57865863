import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '#src/server/db/connect.ts';
import { localStorage } from '#src/server/storage/local.ts';
import { createEvent } from '#src/features/events/service.ts';
import { photoLikeJpeg } from '#src/server/images/photo-like.ts';
import { siteDay } from '#src/server/time.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let connection: Connection;
beforeAll(async () => {
  server = await startServer();
  connection = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
});
afterAll(async () => {
  await connection?.db.destroy();
  await server?.stop();
});

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });
const getJson = async (path: string) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as Array<Record<string, unknown>>;
};
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  return response.text();
};

describe('the read API against its OpenAPI document', () => {
  it('answers every documented GET with a body that matches its schema', async () => {
    const document = (await (await get('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<
        string,
        {
          get?: {
            security: unknown[];
            responses: { 200: { content: { 'application/json': { schema: { type?: string } } } } };
          };
        }
      >;
      components: object;
    };
    expect(document.openapi).toBe('3.1.0');
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    // The public reads that list records; the admin ones and this document itself are tested apart.
    const paths = Object.keys(document.paths).filter((p) => {
      const get = document.paths[p]!.get;
      return get && get.security.length === 0 && get.responses[200].content['application/json'].schema.type === 'array';
    });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/event',
        '/api/event/upcoming-events',
        '/api/event/old-events',
        '/api/post',
        '/api/activities',
        '/api/gallery',
      ]),
    );
    for (const path of paths) {
      const schema = {
        ...document.paths[path]!.get!.responses[200].content['application/json'].schema,
        components: document.components,
      };
      const validate = ajv.compile(schema);
      const body = await getJson(path);
      expect(body.length, `${path} has demo content`).toBeGreaterThan(0);
      expect(validate(body), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('splits events at the centre’s today: upcoming soonest first, old latest first', async () => {
    const today = siteDay();
    const upcoming = (await getJson('/api/event/upcoming-events')).map((e) => e.eventDate as string);
    const old = (await getJson('/api/event/old-events')).map((e) => e.eventDate as string);
    expect(upcoming.every((d) => d >= today)).toBe(true);
    expect(old.every((d) => d < today)).toBe(true);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(old).toEqual([...old].sort().reverse());
  });

  it('lists puja cards and albums newest first, filters albums by day and refuses a bad day', async () => {
    const dates = (await getJson('/api/post')).map((p) => p.date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const albums = await getJson('/api/gallery');
    const day = albums[0]!.date as string;
    expect((await getJson(`/api/gallery?date=${day}`)).every((a) => a.date === day)).toBe(true);
    const bad = await get('/api/gallery?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/YYYY-MM-DD/);
  });

  it('serves stored images as WebP with a year-long cache, and a missing one as 404', async () => {
    const [event] = await getJson('/api/event');
    const image = await get(event!.image as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/uploads/events/2026/nothing-320.webp')).status).toBe(404);
    expect((await get('/uploads/../site.db')).status).toBe(404);
  });
});

describe('public pages with content', () => {
  const homeContent =
    'home: puja cards open their day in the gallery, upcoming events with Contact Us, activities with one disabled';
  it(homeContent, async () => {
    const page = await html('/');
    const [post] = await getJson('/api/post');
    expect(page).toContain(`href="/gallery?date=${post!.date}"`);
    expect(page).toContain('More Events');
    expect(page).toContain('href="/events/upcomingevents"');
    expect(page).toContain('href="/contactus"');
    expect(page).toContain('For More Details go to Activities →');
    expect(page).toContain('aria-disabled="true"');
    expect(page).toContain('Description');
  });

  it('upcoming events: date, DONATE NOW, a calendar file and JSON-LD', async () => {
    const page = await html('/events/upcomingevents');
    const [next] = await getJson('/api/event/upcoming-events');
    const [y, m, d] = (next!.eventDate as string).split('-');
    expect(page).toContain(`Event is on ${d}/${m}/${y}`);
    expect(page).toContain('href="/donationpayment"');
    expect(page).toContain('"@type":"Event"');
    const ics = await get(`/events/calendar/${next!.id}.ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    // Long lines are folded at 75 octets; a reader joins them again.
    const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`DTSTART;VALUE=DATE:${y}${m}${d}`);
    expect(text).toContain(`SUMMARY:${next!.title}`);
    expect((await get('/events/calendar/99999.ics')).status).toBe(404);
  });

  it('links every calendar file from the Telugu page to one that answers, in Telugu', async () => {
    const page = await html('/te/events/upcomingevents');
    const links = [...page.matchAll(/href="([^"]+\.ics[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const ics = await get(link);
      expect(ics.status, link).toBe(200);
      expect(ics.headers.get('content-type')).toContain('text/calendar');
    }
    const [next] = await getJson('/api/event/upcoming-events');
    if (next!.titleTe)
      expect(
        (await (await get(`/events/calendar/${next!.id}.ics?lang=te`)).text()).replace(/\r\n[ \t]/g, ''),
      ).toContain(`SUMMARY:${next!.titleTe}`);
  });

  it('shows Telugu texts on /te/ pages', async () => {
    const page = await html('/te/events/upcomingevents');
    const [next] = await getJson('/api/event/upcoming-events');
    expect(page).toContain(next!.titleTe as string);
    expect(page).toContain('కార్యక్రమం తేదీ');
  });

  it('previous events: a recording loads the privacy-enhanced player only after a click', async () => {
    const storage = localStorage(join(server.dataDir, 'uploads'));
    await createEvent(
      { db: connection.db, storage },
      {
        title: 'Recorded discourse',
        description: 'A talk',
        eventDate: '2025-01-05',
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      await photoLikeJpeg(640, 480, 77),
    );
    const response = await get('/events/previousevents');
    const page = await response.text();
    expect(page).toContain('Recorded discourse');
    expect(page).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(page).not.toContain('<iframe');
    expect(response.headers.get('content-security-policy')).toContain('frame-src https://www.youtube-nocookie.com');
    expect((await get('/events/upcomingevents')).headers.get('content-security-policy')).toContain("frame-src 'none'");
  });

  it('gallery: all albums, one day with its way back, an empty day, and a malformed date in words', async () => {
    const albums = await getJson('/api/gallery');
    const all = await html('/gallery');
    expect(all).toContain('Our Events Gallery');
    for (const album of albums) expect(all).toContain(album.title as string);
    expect(all).toMatch(/<img[^>]+srcset="[^"]+"[^>]+width="\d+"[^>]+height="\d+"[^>]+loading="lazy"/i);
    const day = albums[0]!.date as string;
    const [y, m, d] = day.split('-');
    const onDay = await html(`/gallery?date=${day}`);
    expect(onDay).toContain(`Events on ${d}/${m}/${y}`);
    expect(onDay).toContain('← Back to Main');
    const empty = await html('/gallery?date=1999-01-01');
    expect(empty).toContain('No photos were posted for 01/01/1999.');
    expect(empty).toContain('← Back to Main');
    const bad = await html('/gallery?date=31-12-2025');
    expect(bad).toContain('is not a date we can look up');
    expect(bad).toContain('href="/gallery"');
  });
});

describe('public pages without content', () => {
  it('say so in words', async () => {
    const empty = await startServer({ env: { DEMO_CONTENT: 'off' } });
    try {
      const text = async (path: string) => (await fetch(empty.url + path)).text();
      expect(await text('/events/upcomingevents')).toContain('There are no upcoming events at the moment.');
      expect(await text('/events/previousevents')).toContain('There are no Old events at the moment.');
      expect(await text('/')).toContain('There are no upcoming events at the moment.');
      expect(await text('/gallery')).toContain('No albums yet.');
      expect(await (await fetch(empty.url + '/api/event')).json()).toEqual([]);
    } finally {
      await empty.stop();
    }
  });
});
