import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivalDays } from '#src/server/festival-days.ts';
import { siteDay } from '#src/server/time.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** What a first-time visitor of a new site sees in the demo content (issue: demo content that looks real). */
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
});
afterAll(() => server?.stop());

const getJson = async (path: string) => (await http.get(path)).json();
const knownFestivalDays = new Set<string>(Object.values(festivalDays).flat());

describe('the demo content of a new site', () => {
  it('holds its festivals on their real days: two gone, one to come', async () => {
    const today = siteDay();
    const old: Array<{ title: string; eventDate: string }> = await getJson('/api/event/old-events');
    const upcoming: Array<{ title: string; eventDate: string }> = await getJson('/api/event/upcoming-events');
    const day = (list: typeof old, title: string) => list.find((e) => e.title === title)?.eventDate;
    const shivaratri = day(old, 'Maha Shivaratri Jagaran')!;
    expect(festivalDays.mahaShivaratri).toContain(shivaratri);
    expect(['02', '03']).toContain(shivaratri.slice(5, 7));
    expect(festivalDays.guruPurnima).toContain(day(old, 'Guru Purnima'));
    const karthika = day(upcoming, 'Karthika Deepotsavam')!;
    expect(festivalDays.karthikaPournami).toContain(karthika);
    expect(karthika >= today).toBe(true);
    expect(old.every((e) => e.eventDate < today) && upcoming.every((e) => e.eventDate >= today)).toBe(true);
  });

  it('opens a gallery day with photos from every puja card, and names the photos right', async () => {
    const cards: Array<{ title: string; date: string }> = await getJson('/api/post');
    expect(cards.map((c) => c.title).sort()).toEqual([
      'Chandi Homam',
      'Lakshmi Puja',
      'Rudrabhishekam',
      'Satyanarayana Vratam',
    ]);
    expect(knownFestivalDays.has(cards.find((c) => c.title === 'Lakshmi Puja')!.date)).toBe(true);
    for (const card of cards) {
      const html = await (await http.get(`/gallery?date=${card.date}`)).text();
      expect(html, card.title).toContain('class="album__photos"');
      expect(html, card.title).toMatch(/\d photos/);
      expect(html, card.title).not.toContain('No photos were posted');
    }
    const telugu = await (await http.get('/te/gallery')).text();
    expect(telugu).toContain('4 ఫోటోలు');
    expect(telugu).toContain('2 ఫోటోలు');
  });
});
