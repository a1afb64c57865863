/**
 * The centre's festivals and the rule that finds each one's day (docs/decisions/161). A tithi
 * festival falls on the first civil day at whose named time of day the tithi holds, in the named
 * lunar month (amanta, never an adhika month): the time is the one the almanacs name for it.
 * Months count from 0 = Chaitra; tithis from 1 (Shukla Pratipada) to 15 (Pournami), 16 (Krishna
 * Pratipada) to 30 (Amavasya).
 */
export type TimeOfDay = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosha' | 'nishita' | 'moonrise';

export type FestivalRule =
  | { kind: 'tithi'; masam: number; tithi: number; at: TimeOfDay }
  /** The day the Sun enters a sidereal rasi (0 = Mesha), or the next one when it enters after sunset. */
  | { kind: 'sankranti'; rasi: number }
  /** Ugadi: the day the samvatsaram begins (year.ts). */
  | { kind: 'ugadi' }
  /** The last Friday before the day another festival falls on. */
  | { kind: 'fridayBefore'; masam: number; tithi: number; at: TimeOfDay };

export interface FestivalDefinition {
  key: string;
  name: { en: string; te: string };
  rule: FestivalRule;
}

const tithi = (masam: number, t: number, at: TimeOfDay): FestivalRule => ({ kind: 'tithi', masam, tithi: t, at });

/** The festivals the events calendar shows, the centre's list and the Ashram Puja schedule's yearly ones. */
export const festivals: readonly FestivalDefinition[] = [
  { key: 'ugadi', name: { en: 'Ugadi', te: 'ఉగాది' }, rule: { kind: 'ugadi' } },
  { key: 'sriRamaNavami', name: { en: 'Sri Rama Navami', te: 'శ్రీరామనవమి' }, rule: tithi(0, 9, 'madhyahna') },
  { key: 'guruPournami', name: { en: 'Guru Pournami', te: 'గురు పౌర్ణమి' }, rule: tithi(3, 15, 'sunrise') },
  {
    key: 'varalakshmiVratam',
    name: { en: 'Varalakshmi Vratam', te: 'వరలక్ష్మీ వ్రతం' },
    rule: { kind: 'fridayBefore', masam: 4, tithi: 15, at: 'sunrise' },
  },
  // The Smarta day Telugu almanacs print: the Ashtami at midnight, the hour of the birth; the
  // Vaishnava day, which also weighs the Rohini star, can be a day later (docs/decisions/161).
  { key: 'krishnashtami', name: { en: 'Sri Krishnashtami', te: 'శ్రీకృష్ణాష్టమి' }, rule: tithi(4, 23, 'nishita') },
  { key: 'vinayakaChavithi', name: { en: 'Vinayaka Chavithi', te: 'వినాయక చవితి' }, rule: tithi(5, 4, 'madhyahna') },
  {
    key: 'vijayadashami',
    name: { en: 'Dasara · Vijayadashami', te: 'దసరా · విజయదశమి' },
    rule: tithi(6, 10, 'aparahna'),
  },
  { key: 'deepavali', name: { en: 'Deepavali', te: 'దీపావళి' }, rule: tithi(6, 30, 'pradosha') },
  { key: 'karthikaPournami', name: { en: 'Karthika Pournami', te: 'కార్తీక పౌర్ణమి' }, rule: tithi(7, 15, 'sunrise') },
  {
    key: 'makaraSankranti',
    name: { en: 'Makara Sankranti', te: 'మకర సంక్రాంతి' },
    rule: { kind: 'sankranti', rasi: 9 },
  },
  { key: 'mahaShivaratri', name: { en: 'Maha Shivaratri', te: 'మహాశివరాత్రి' }, rule: tithi(10, 29, 'nishita') },
  // The Ashram Puja schedule's yearly days that are no festival above.
  {
    key: 'subrahmanyaShashti',
    name: { en: 'Subrahmanya Shashti', te: 'సుబ్రహ్మణ్య షష్ఠి' },
    rule: tithi(8, 6, 'madhyahna'),
  },
  {
    key: 'kaalabhairavaAshtami',
    name: { en: 'Kaalabhairava Ashtami', te: 'కాలభైరవాష్టమి' },
    rule: tithi(7, 23, 'nishita'),
  },
  {
    key: 'karkatakaSankranti',
    name: { en: 'Karkataka Sankranti', te: 'కర్కాటక సంక్రాంతి' },
    rule: { kind: 'sankranti', rasi: 3 },
  },
];

/** The schedule's monthly days: each lunar month's Pournami and Amavasya, and Sankashti at moonrise. */
export const monthlyDays = [
  { key: 'pournami', name: { en: 'Pournami', te: 'పౌర్ణమి' }, tithi: 15, at: 'pradosha' },
  { key: 'amavasya', name: { en: 'Amavasya', te: 'అమావాస్య' }, tithi: 30, at: 'aparahna' },
  { key: 'sankashti', name: { en: 'Sankashti Chaturthi', te: 'సంకటహర చతుర్థి' }, tithi: 19, at: 'moonrise' },
] as const satisfies readonly { key: string; name: { en: string; te: string }; tithi: number; at: TimeOfDay }[];

export type MonthlyKey = (typeof monthlyDays)[number]['key'];
