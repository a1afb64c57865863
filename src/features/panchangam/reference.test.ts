import { describe, expect, it } from 'vitest';
import { isoAt } from './clock.ts';
import { masamNames, samvatsaramNames, tithiNames } from './names.ts';
import { reckonDay } from './reckon.ts';

/**
 * The reckoning checked against a published Telugu panchangam: drikpanchang.com's Telugu
 * panchangam (Amanta, Lahiri, sunrise as it prints it) for Andhra Pradesh, with the festival
 * dates every Telugu calendar of those years prints. Where a limb's end is checked it is a time
 * that almanac prints to the minute, or the instant of a new or full moon (which ends Amavasya or
 * Pournami) from the published tables of the Moon's phases; 2 minutes are tolerated, as almanacs
 * truncate to the minute. Makara Sankranti is checked to 15 minutes (docs/decisions/160).
 */
const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };

interface Reference {
  date: string;
  why: string;
  tithi: number;
  /** When the tithi at sunrise ends, HH:MM at +05:30, on `date` unless a day is given (YYYY-MM-DD HH:MM). */
  tithiEnds?: string;
  masam: string;
  adhika?: boolean;
  /** The month of the same name after an adhika one. */
  nija?: boolean;
  samvatsaram: string;
  nakshatram?: number;
  nakshatramEnds?: string;
}

const days: Reference[] = [
  {
    date: '2023-07-20',
    why: 'Adhika Shravana of 2023',
    tithi: 3,
    masam: 'Shravana',
    adhika: true,
    samvatsaram: 'Shobhakrutu',
  },
  {
    date: '2023-08-16',
    why: 'Amavasya ending Adhika Shravana (new moon 09:38 UTC)',
    tithi: 30,
    tithiEnds: '15:08',
    masam: 'Shravana',
    adhika: true,
    samvatsaram: 'Shobhakrutu',
  },
  {
    date: '2023-08-17',
    why: 'Nija Shravana begins',
    tithi: 1,
    masam: 'Shravana',
    adhika: false,
    nija: true,
    samvatsaram: 'Shobhakrutu',
  },
  {
    date: '2023-08-25',
    why: 'Varalakshmi Vratam, Friday of Nija Shravana',
    tithi: 9,
    masam: 'Shravana',
    adhika: false,
    nija: true,
    samvatsaram: 'Shobhakrutu',
  },
  {
    date: '2024-03-08',
    why: 'Maha Shivaratri: Chaturdashi begins 21:57',
    tithi: 28,
    tithiEnds: '21:57',
    masam: 'Magha',
    samvatsaram: 'Shobhakrutu',
  },
  {
    date: '2024-04-09',
    why: 'Ugadi 2024, Krodhi begins',
    tithi: 1,
    tithiEnds: '20:30',
    masam: 'Chaitra',
    samvatsaram: 'Krodhi',
    nakshatram: 27,
  },
  {
    date: '2024-04-17',
    why: 'Sri Rama Navami 2024',
    tithi: 9,
    tithiEnds: '15:14',
    masam: 'Chaitra',
    adhika: false,
    nija: false,
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-07-21',
    why: 'Guru Pournami 2024 (full moon 10:17 UTC)',
    tithi: 15,
    tithiEnds: '15:47',
    masam: 'Ashadha',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-08-26',
    why: 'Sri Krishnashtami 2024: Ashtami to 02:19, Rohini from 15:55',
    tithi: 23,
    tithiEnds: '2024-08-27 02:19',
    masam: 'Shravana',
    samvatsaram: 'Krodhi',
    nakshatram: 3,
    nakshatramEnds: '15:55',
  },
  {
    date: '2024-09-02',
    why: 'Amavasya at sunrise, and again the next day (vriddhi)',
    tithi: 30,
    tithiEnds: '2024-09-03 07:24',
    masam: 'Shravana',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-09-03',
    why: 'The same Amavasya at a second sunrise (new moon 01:55 UTC)',
    tithi: 30,
    tithiEnds: '07:24',
    masam: 'Shravana',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-09-07',
    why: 'Vinayaka Chavithi 2024',
    tithi: 4,
    tithiEnds: '17:37',
    masam: 'Bhadrapada',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-09-15',
    why: 'Onam: Shravana nakshatram to 18:49',
    tithi: 12,
    masam: 'Bhadrapada',
    samvatsaram: 'Krodhi',
    nakshatram: 22,
    nakshatramEnds: '18:49',
  },
  {
    date: '2024-10-12',
    why: 'Vijayadashami 2024: Dashami begins 10:58',
    tithi: 9,
    tithiEnds: '10:58',
    masam: 'Ashvayuja',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-11-01',
    why: 'Deepavali Amavasya 2024 (new moon 12:47 UTC)',
    tithi: 30,
    tithiEnds: '18:16',
    masam: 'Ashvayuja',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-11-15',
    why: 'Karthika Pournami 2024: Pournami from 06:19, ends before the next sunrise (kshaya)',
    tithi: 14,
    tithiEnds: '06:19',
    masam: 'Kartika',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2024-11-16',
    why: 'After the skipped Pournami: Krishna Pratipada',
    tithi: 16,
    masam: 'Kartika',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2025-01-10',
    why: 'Vaikuntha Ekadashi 2025',
    tithi: 11,
    tithiEnds: '10:19',
    masam: 'Pushya',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2025-01-13',
    why: 'Pushya Pournami, Arudra darshanam (full moon 22:27 UTC)',
    tithi: 15,
    tithiEnds: '2025-01-14 03:56',
    masam: 'Pushya',
    samvatsaram: 'Krodhi',
    nakshatram: 6,
  },
  { date: '2025-02-04', why: 'Ratha Saptami 2025', tithi: 7, masam: 'Magha', samvatsaram: 'Krodhi' },
  {
    date: '2025-02-26',
    why: 'Maha Shivaratri 2025: Chaturdashi begins 11:08',
    tithi: 28,
    tithiEnds: '11:08',
    masam: 'Magha',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2025-03-29',
    why: 'Phalguna Amavasya, the last day of Krodhi (new moon 10:58 UTC)',
    tithi: 30,
    tithiEnds: '16:28',
    masam: 'Phalguna',
    samvatsaram: 'Krodhi',
  },
  {
    date: '2025-03-30',
    why: 'Ugadi 2025, Vishvavasu begins',
    tithi: 1,
    tithiEnds: '12:49',
    masam: 'Chaitra',
    samvatsaram: 'Vishvavasu',
  },
  {
    date: '2025-04-06',
    why: 'Sri Rama Navami 2025',
    tithi: 9,
    tithiEnds: '19:22',
    masam: 'Chaitra',
    samvatsaram: 'Vishvavasu',
  },
  {
    date: '2025-04-12',
    why: 'Chaitra Pournami (full moon 00:22 UTC on the 13th)',
    tithi: 15,
    tithiEnds: '2025-04-13 05:52',
    masam: 'Chaitra',
    samvatsaram: 'Vishvavasu',
  },
  {
    date: '2025-07-10',
    why: 'Guru Pournami 2025 (full moon 20:37 UTC)',
    tithi: 15,
    tithiEnds: '2025-07-11 02:07',
    masam: 'Ashadha',
    samvatsaram: 'Vishvavasu',
  },
  {
    date: '2025-08-27',
    why: 'Vinayaka Chavithi 2025',
    tithi: 4,
    tithiEnds: '15:44',
    masam: 'Bhadrapada',
    samvatsaram: 'Vishvavasu',
  },
  {
    date: '2025-10-21',
    why: 'Deepavali Amavasya 2025 (new moon 12:25 UTC)',
    tithi: 30,
    tithiEnds: '17:55',
    masam: 'Ashvayuja',
    samvatsaram: 'Vishvavasu',
  },
  {
    date: '2026-03-19',
    why: 'Ugadi 2026: Amavasya to 06:53 (new moon 01:23 UTC), Pratipada skipped; Parabhava begins',
    tithi: 30,
    tithiEnds: '06:53',
    masam: 'Phalguna',
    samvatsaram: 'Parabhava',
  },
  {
    date: '2026-03-20',
    why: 'The day after Ugadi 2026 rises in Dwitiya',
    tithi: 2,
    masam: 'Chaitra',
    samvatsaram: 'Parabhava',
  },
  {
    date: '2026-05-25',
    why: 'Adhika Jyeshtha of 2026',
    tithi: 10,
    masam: 'Jyeshtha',
    adhika: true,
    samvatsaram: 'Parabhava',
  },
  {
    date: '2026-06-20',
    why: 'Nija Jyeshtha of 2026',
    tithi: 6,
    masam: 'Jyeshtha',
    adhika: false,
    nija: true,
    samvatsaram: 'Parabhava',
  },
];

const minutes = (at: Date, expected: string, date: string) => {
  const [day, time] = expected.includes(' ') ? expected.split(' ') : [date, expected];
  return Math.abs(at.getTime() - Date.parse(`${day}T${time}:00+05:30`)) / 60_000;
};

describe('the panchangam at Ongole against a published Telugu panchangam', () => {
  it('checks at least 24 days across four years', () => {
    expect(days.length).toBeGreaterThanOrEqual(24);
    expect(new Set(days.map((d) => d.date.slice(0, 4))).size).toBeGreaterThanOrEqual(4);
  });

  it.each(days)('$date: $why', (ref) => {
    const day = reckonDay(ongole, ref.date);
    expect(tithiNames[day.tithi.number - 1]!.en, 'tithi').toBe(tithiNames[ref.tithi - 1]!.en);
    expect(day.tithi.number).toBe(ref.tithi);
    expect(day.paksham).toBe(ref.tithi <= 15 ? 1 : 2);
    expect(masamNames[day.masam.number - 1]!.en, 'masam').toBe(ref.masam);
    if (ref.adhika !== undefined) expect(day.masam.adhika, 'adhika').toBe(ref.adhika);
    if (ref.nija !== undefined) expect(day.masam.nija, 'nija').toBe(ref.nija);
    expect(samvatsaramNames[day.samvatsaram.number - 1]!.en, 'samvatsaram').toBe(ref.samvatsaram);
    if (ref.tithiEnds)
      expect(
        minutes(day.tithi.endsAt, ref.tithiEnds, ref.date),
        `tithi ends ${isoAt(day.tithi.endsAt, ongole.timeZone)}`,
      ).toBeLessThanOrEqual(2);
    if (ref.nakshatram) expect(day.nakshatram.number, 'nakshatram').toBe(ref.nakshatram);
    if (ref.nakshatramEnds)
      expect(minutes(day.nakshatram.endsAt, ref.nakshatramEnds, ref.date), 'nakshatram ends').toBeLessThanOrEqual(2);
  });

  it('skips a tithi (kshaya) and repeats one (vriddhi) as the almanac does', () => {
    // Karthika Pournami 2024 begins after one sunrise and ends before the next.
    const [before, after] = [reckonDay(ongole, '2024-11-15'), reckonDay(ongole, '2024-11-16')];
    expect([before.tithi.number, after.tithi.number]).toEqual([14, 16]);
    // The Amavasya of 2024-09-02 is still running at the sunrise of 2024-09-03.
    const [first, second] = [reckonDay(ongole, '2024-09-02'), reckonDay(ongole, '2024-09-03')];
    expect(first.tithi).toEqual(second.tithi);
    expect(second.tithi.endsAt > second.sunrise).toBe(true);
  });

  it('turns to Uttarayanam at Makara Sankranti: 14 January 2025 at 09:03, within 15 minutes', () => {
    const day = reckonDay(ongole, '2025-01-14');
    expect(day.ayanam.number).toBe(2);
    expect(minutes(day.ayanam.endsAt, '09:03', '2025-01-14')).toBeLessThanOrEqual(15);
    expect(reckonDay(ongole, '2025-01-15').ayanam.number).toBe(1);
    // In 2024 the Sun entered Makara in the night, so 15 January rose in Uttarayanam.
    expect(reckonDay(ongole, '2024-01-14').ayanam.number).toBe(2);
    expect(reckonDay(ongole, '2024-01-15').ayanam.number).toBe(1);
  });

  it('names the weekday of the civil day and the ruthuvu of the lunar month', () => {
    const ugadi = reckonDay(ongole, '2026-03-19');
    expect(ugadi.vaaram).toBe(5); // a Thursday
    expect(ugadi.ruthuvu.number).toBe(6); // Phalguna is in Shishira
    expect(reckonDay(ongole, '2026-03-20').ruthuvu.number).toBe(1); // Chaitra, Vasanta
    expect(reckonDay(ongole, '2024-11-01').ruthuvu.number).toBe(4); // Ashvayuja, Sharad
  });
});
