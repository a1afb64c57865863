// The ayadi tables as data. Each output is a remainder of the padam times a
// multiplier; the engine in calculator.ts reads these rows and knows nothing of vaastu names.

import { stars, yogams } from '#src/i18n/names.ts';

export type OutputKey = 'ayam' | 'nakshatra' | 'varam' | 'tithi' | 'yogam' | 'dhanam' | 'runam' | 'amsa' | 'ayussu';

/**
 * What number the visitor sees: the raw remainder (ayam and nakshatra, so 0 beside the last
 * name, as on the centre's previous site) or the id, where a remainder of 0 counts as the modulus.
 */
export type NumberShown = 'remainder' | 'id';

/** Names in id order: entry i belongs to id i + 1. Both lists are as long as the modulus. */
export type NameLists = { te: readonly string[]; en: readonly string[] };

export type VaastuOutput = {
  key: OutputKey;
  teLabel: string;
  enLabel: string;
  multiplier: number;
  modulus: number;
  shown: NumberShown;
  /** null for ayussu, which is a number of years and has no name. */
  names: NameLists | null;
};

export type VaastuTable = {
  key: 'house' | 'temple';
  teLabel: string;
  enLabel: string;
  outputs: readonly VaastuOutput[];
};

const ayam: NameLists = {
  te: ['ధ్వజాయము', 'ధూమాయము', 'సింహాయము', 'శ్వానాయము', 'వృషభాయము', 'ఖరాయము', 'గజాయము', 'కాకాయము'],
  en: ['Dhwajayam', 'Dhoomayam', 'Simhayam', 'Shwanayam', 'Vrushabhayam', 'Kharayam', 'Gajayam', 'Kakayam'],
};

/** The 27 stars: the site's one list, so the calculator and the booking form name a star alike. */
const nakshatra: NameLists = stars;

const varam: NameLists = {
  te: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const tithi: NameLists = {
  te: [
    'పాడ్యమి',
    'విదియ',
    'తదియ',
    'చవితి',
    'పంచమి',
    'షష్ఠి',
    'సప్తమి',
    'అష్టమి',
    'నవమి',
    'దశమి',
    'ఏకాదశి',
    'ద్వాదశి',
    'త్రయోదశి',
    'చతుర్దశి',
    'పౌర్ణమి/అమావాస్య',
  ],
  en: [
    'Padyami',
    'Vidiya',
    'Tadiya',
    'Chavithi',
    'Panchami',
    'Shashthi',
    'Saptami',
    'Ashtami',
    'Navami',
    'Dashami',
    'Ekadashi',
    'Dwadashi',
    'Trayodashi',
    'Chaturdashi',
    'Pournami/Amavasya',
  ],
};

/** The 27 yogams: the site's one list, as the panchangam names them. */
const yogam: NameLists = yogams;

const dhanam: NameLists = {
  te: [
    'వస్త్రములు',
    'శస్త్రములు',
    'పుస్తకములు',
    'ద్రవ్యములు',
    'ధాన్యములు',
    'భూములు',
    'కుటుంబము',
    'విద్య',
    'పశువులు',
    'తోటలు',
    'భాండములు',
    'భూషణములు',
  ],
  en: [
    'Clothes',
    'Weapons',
    'Books',
    'Materials',
    'Grains',
    'Lands',
    'Family',
    'Education',
    'Cattle',
    'Gardens',
    'Vessels',
    'Ornaments',
  ],
};

// Every runam is auspicious on the previous site; kept as a list so a real one can replace it.
const runam: NameLists = {
  te: Array.from({ length: 8 }, () => 'శుభం'),
  en: Array.from({ length: 8 }, () => 'Auspicious'),
};

const amsa: NameLists = {
  te: ['తస్కరాంశ', 'భుక్త్యంశ', 'శక్త్యంశ', 'ధనాంశ', 'రాజాంశ', 'చలాంశ', 'నిర్భయాంశ', 'నిధనాంశ', 'క్లేశాంశ'],
  en: [
    'Taskaramsa',
    'Bhuktyamsa',
    'Shaktyamsa',
    'Dhanamsa',
    'Rajamsa',
    'Chalamsa',
    'Nirbhayamsa',
    'Nidhanamsa',
    'Kleshamsa',
  ],
};

const houseOutputs: readonly VaastuOutput[] = [
  { key: 'ayam', teLabel: 'ఆయము', enLabel: 'Ayam', multiplier: 9, modulus: 8, shown: 'remainder', names: ayam },
  {
    key: 'nakshatra',
    teLabel: 'నక్షత్రము',
    enLabel: 'Nakshatra',
    multiplier: 8,
    modulus: 27,
    shown: 'remainder',
    names: nakshatra,
  },
  { key: 'varam', teLabel: 'వారము', enLabel: 'Weekday', multiplier: 9, modulus: 7, shown: 'id', names: varam },
  { key: 'tithi', teLabel: 'తిథి', enLabel: 'Tithi', multiplier: 8, modulus: 15, shown: 'id', names: tithi },
  { key: 'yogam', teLabel: 'యోగం', enLabel: 'Yogam', multiplier: 4, modulus: 27, shown: 'id', names: yogam },
  { key: 'dhanam', teLabel: 'ధనము', enLabel: 'Dhanam', multiplier: 5, modulus: 12, shown: 'id', names: dhanam },
  { key: 'runam', teLabel: 'రుణము', enLabel: 'Runam', multiplier: 3, modulus: 8, shown: 'id', names: runam },
  { key: 'amsa', teLabel: 'అంశ', enLabel: 'Amsa', multiplier: 7, modulus: 9, shown: 'id', names: amsa },
  { key: 'ayussu', teLabel: 'ఆయుస్సు', enLabel: 'Ayussu', multiplier: 8, modulus: 120, shown: 'id', names: null },
];

export const houseTable: VaastuTable = {
  key: 'house',
  teLabel: 'గృహ గణితం',
  enLabel: 'House calculation',
  outputs: houseOutputs,
};

// The previous site had no temple formulas of its own; its temple tab ran the house rows.
// Give this table its own rows when a temple-specific rule is known; nothing else changes.
export const templeTable: VaastuTable = {
  key: 'temple',
  teLabel: 'దేవాలయ గణితం',
  enLabel: 'Temple calculation',
  outputs: houseOutputs,
};
