import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { settingsScreen } from '../support/settings.ts';

// Issue 31: GET /api/panchangam answers a day or a span of days reckoned at the ashram's place, on
// whichever database the suite runs (SQLite, or PostgreSQL with TEST_DATABASE_URL): the place is
// a settings section read from it.
let server: RunningServer;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  http = client(server.url);
});
afterAll(() => server?.stop());

type Day = {
  date: string;
  sunrise: string;
  sunset: string;
  vaaram: { number: number; name: { en: string; te: string } };
  tithi: {
    number: number;
    name: { en: string; te: string };
    paksham: { number: number; name: { en: string; te: string } };
    endsAt: string;
  };
  nakshatram: { number: number; name: { en: string; te: string }; endsAt: string };
  masam: { number: number; adhika: boolean; nija: boolean; name: { en: string; te: string } };
  samvatsaram: { number: number; name: { en: string; te: string } };
  rahuKalam: { start: string; end: string };
};
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

describe('GET /api/panchangam', () => {
  it('answers the day of Ugadi 2026 as at sunrise, with names in both languages and times at +05:30', async () => {
    const response = await http.get('/api/panchangam?date=2026-03-19');
    expect(response.status).toBe(200);
    const day = (await response.json()) as Day;
    expect(day.date).toBe('2026-03-19');
    expect(day.vaaram).toEqual({ number: 5, name: { en: 'Thursday', te: 'గురువారం' } });
    expect(day.tithi).toMatchObject({
      number: 30,
      name: { en: 'Amavasya', te: 'అమావాస్య' },
      paksham: { number: 2, name: { en: 'Krishna paksham', te: 'కృష్ణ పక్షం' } },
    });
    expect(day.tithi.endsAt).toMatch(/^2026-03-19T06:5[2-4]:\d{2}\+05:30$/);
    expect(day.samvatsaram).toMatchObject({ number: 40, name: { en: 'Parabhava', te: 'పరాభవ' } });
    expect(day.nakshatram.name.te).toBe('ఉత్తరాభాద్ర');
    for (const time of [
      day.sunrise,
      day.sunset,
      day.tithi.endsAt,
      day.nakshatram.endsAt,
      day.rahuKalam.start,
      day.rahuKalam.end,
    ])
      expect(time).toMatch(iso);
    // Thursday's Rahu kalam is the sixth eighth of the day.
    const eighth = (Date.parse(day.sunset) - Date.parse(day.sunrise)) / 8;
    expect(Date.parse(day.rahuKalam.start) - Date.parse(day.sunrise)).toBeCloseTo(5 * eighth, -4);
  });

  it('answers a span day by day, a leap year whole, and an adhika masam by name', async () => {
    const response = await http.get('/api/panchangam?from=2024-01-01&to=2024-12-31');
    expect(response.status).toBe(200);
    const days = (await response.json()) as Day[];
    expect(days).toHaveLength(366);
    expect(days[0]!.date).toBe('2024-01-01');
    expect(days.at(-1)!.date).toBe('2024-12-31');
    expect(days.find((d) => d.date === '2024-04-09')!.samvatsaram.name.en).toBe('Krodhi');
    const adhika = (await (await http.get('/api/panchangam?date=2026-05-25')).json()) as Day;
    expect(adhika.masam).toMatchObject({
      number: 3,
      adhika: true,
      nija: false,
      name: { en: 'Adhika Jyeshtha', te: 'అధిక జ్యేష్ఠం' },
    });
    const nija = (await (await http.get('/api/panchangam?date=2026-06-20')).json()) as Day;
    expect(nija.masam).toMatchObject({
      number: 3,
      adhika: false,
      nija: true,
      name: { en: 'Nija Jyeshtha', te: 'నిజ జ్యేష్ఠం' },
    });
  });

  it("answers today's at the ashram when no day is asked", async () => {
    const day = (await (await http.get('/api/panchangam')).json()) as Day;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(day.date).toBe(today);
  });

  it.each([
    ['date=2026-02-30', 'Please give the day as YYYY-MM-DD, such as 2026-03-19.'],
    ['date=tomorrow', 'Please give the day as YYYY-MM-DD, such as 2026-03-19.'],
    ['date=1800-01-01', 'The panchangam is reckoned for days from 1900 to 2100.'],
    [
      'from=2026-01-01',
      'Ask for one day (date=YYYY-MM-DD) or for a span with both ' +
        'its first and last days (from=YYYY-MM-DD&to=YYYY-MM-DD).',
    ],
    ['from=2026-02-01&to=2026-01-01', "The span's last day comes before its first. Please swap them."],
    ['from=2024-01-01&to=2025-01-01', 'A span may hold at most 366 days. Please ask for a shorter one.'],
  ])('refuses ?%s with 400 and a clear message', async (query, message) => {
    const response = await http.get(`/api/panchangam?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it('says it in Telugu under ?lang=te', async () => {
    const response = await http.get('/api/panchangam?from=2024-01-01&to=2025-01-01&lang=te');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'ఒకసారి గరిష్ఠంగా 366 రోజులు మాత్రమే అడగవచ్చు. తక్కువ రోజులు అడగండి.',
    );
  });

  it('is in the API document', async () => {
    const document = (await (await http.get('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    };
    expect(document.paths['/api/panchangam']?.get?.parameters?.map((p) => p.name)).toEqual(['date', 'from', 'to']);
  });

  it("reckons for the place an Admin sets: sunrise moves with the ashram's longitude", async () => {
    const before = (await (await http.get('/api/panchangam?date=2026-12-01')).json()) as Day;
    const admin = await createUser(server, { role: 'Admin' });
    const screen = settingsScreen(server.url, admin);
    const refused = await screen.post('place', { latitude: '95', longitude: '80.0499', timeZone: 'Asia/Kolkata' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Enter the latitude in degrees, from -60 to 60, such as 15.5057.');
    // A degree further west, Hyderabad's longitude: the Sun rises about 6 minutes later.
    const saved = await screen.post('place', { latitude: '15.5057', longitude: '78.4867', timeZone: 'Asia/Kolkata' });
    expect(saved.status).toBe(303);
    const after = (await (await http.get('/api/panchangam?date=2026-12-01')).json()) as Day;
    const minutes = (Date.parse(after.sunrise) - Date.parse(before.sunrise)) / 60_000;
    expect(minutes).toBeGreaterThan(5.5);
    expect(minutes).toBeLessThan(7);
    await screen.post('place', { latitude: '15.5057', longitude: '80.0499', timeZone: 'Asia/Kolkata' });
  });
});
