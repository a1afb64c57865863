import { indiaStates } from '#src/server/validation/india-states.ts';
import type { Lang } from './locale.ts';

// Stars, rasis, yogams and states are stored by their English name and shown in the reader's language.
// This is the one place that names them: forms, pages, e-mails, the calendar file, the admin
// lists and the vaastu tables all read it, so a star is never called two things.

type Names = { en: readonly string[]; te: readonly string[] };

/** The 27 stars in order, in Telugu as a Telugu panchangam prints them. */
export const stars = {
  en: [
    'Ashwini',
    'Bharani',
    'Krittika',
    'Rohini',
    'Mrigashira',
    'Ardra',
    'Punarvasu',
    'Pushyami',
    'Ashlesha',
    'Magha',
    'Purva Phalguni',
    'Uttara Phalguni',
    'Hasta',
    'Chitra',
    'Swati',
    'Vishakha',
    'Anuradha',
    'Jyeshtha',
    'Mula',
    'Purva Ashadha',
    'Uttara Ashadha',
    'Shravana',
    'Dhanishta',
    'Shatabhisha',
    'Purva Bhadrapada',
    'Uttara Bhadrapada',
    'Revati',
  ],
  te: [
    'అశ్విని',
    'భరణి',
    'కృత్తిక',
    'రోహిణి',
    'మృగశిర',
    'ఆరుద్ర',
    'పునర్వసు',
    'పుష్యమి',
    'ఆశ్లేష',
    'మఖ',
    'పుబ్బ',
    'ఉత్తర',
    'హస్త',
    'చిత్త',
    'స్వాతి',
    'విశాఖ',
    'అనూరాధ',
    'జ్యేష్ఠ',
    'మూల',
    'పూర్వాషాఢ',
    'ఉత్తరాషాఢ',
    'శ్రవణం',
    'ధనిష్ఠ',
    'శతభిషం',
    'పూర్వాభాద్ర',
    'ఉత్తరాభాద్ర',
    'రేవతి',
  ],
} as const satisfies Names;

/** The 27 yogams in order, as the panchangam and the vaastu tables name them. */
export const yogams = {
  en: [
    'Vishkambha',
    'Priti',
    'Ayushman',
    'Saubhagya',
    'Shobhana',
    'Atiganda',
    'Sukarma',
    'Dhriti',
    'Shula',
    'Ganda',
    'Vriddhi',
    'Dhruva',
    'Vyaghata',
    'Harshana',
    'Vajra',
    'Siddhi',
    'Vyatipata',
    'Variyan',
    'Parigha',
    'Shiva',
    'Siddha',
    'Sadhya',
    'Shubha',
    'Shukla',
    'Brahma',
    'Indra',
    'Vaidhriti',
  ],
  te: [
    'విష్కంభం',
    'ప్రీతి',
    'ఆయుష్మాన్',
    'సౌభాగ్యం',
    'శోభనం',
    'అతిగండం',
    'సుకర్మ',
    'ధృతి',
    'శూలం',
    'గండం',
    'వృద్ధి',
    'ధ్రువం',
    'వ్యాఘాతం',
    'హర్షణం',
    'వజ్రం',
    'సిద్ధి',
    'వ్యతీపాతం',
    'వరీయాన్',
    'పరిఘం',
    'శివం',
    'సిద్ధం',
    'సాధ్యం',
    'శుభం',
    'శుక్లం',
    'బ్రహ్మం',
    'ఐంద్రం',
    'వైధృతి',
  ],
} as const satisfies Names;

/** The 12 rasis in order. */
export const rasis = {
  en: [
    'Mesha',
    'Vrishabha',
    'Mithuna',
    'Karkataka',
    'Simha',
    'Kanya',
    'Tula',
    'Vrischika',
    'Dhanus',
    'Makara',
    'Kumbha',
    'Meena',
  ],
  te: ['మేషం', 'వృషభం', 'మిథునం', 'కర్కాటకం', 'సింహం', 'కన్య', 'తుల', 'వృశ్చికం', 'ధనుస్సు', 'మకరం', 'కుంభం', 'మీనం'],
} as const satisfies Names;

const states: Names = { en: indiaStates.map((s) => s.en), te: indiaStates.map((s) => s.te) };

// Telugu spellings the site used before it followed the panchangam: an API client may still send them.
const formerStars: Record<string, string> = {
  ఆర్ద్ర: 'Ardra',
  'పూర్వ ఫల్గుని': 'Purva Phalguni',
  'ఉత్తర ఫల్గుని': 'Uttara Phalguni',
  చిత్ర: 'Chitra',
  అనురాధ: 'Anuradha',
};

export interface Choice {
  value: string;
  label: string;
}

const label = (names: Names, value: string, lang: Lang) => {
  if (lang === 'en') return value;
  return names.te[names.en.indexOf(value)] ?? value;
};
const choices = (names: Names, lang: Lang): Choice[] =>
  names.en.map((value) => ({ value, label: label(names, value, lang) }));

/** The options of a select: the English name posted, the reader's shown. */
export const starChoices = (lang: Lang) => choices(stars, lang);
export const rasiChoices = (lang: Lang) => choices(rasis, lang);
export const stateChoices = (lang: Lang) => choices(states, lang);

/** A stored (English) name in the reader's language; a name not in the list is shown as it was stored. */
export const starName = (value: string, lang: Lang) => label(stars, value, lang);
export const rasiName = (value: string, lang: Lang) => label(rasis, value, lang);
export const stateName = (value: string, lang: Lang) => label(states, value, lang);

/** A name typed or posted in either language as its stored English name; undefined when it is none. */
function stored(names: Names, value: string): string | undefined {
  const v = value.trim();
  const i = names.en.findIndex((n) => n.toLowerCase() === v.toLowerCase());
  const j = i >= 0 ? i : names.te.indexOf(v);
  return j >= 0 ? names.en[j] : undefined;
}

export const storedStar = (value: string) => stored(stars, value) ?? formerStars[value.trim()];
export const storedRasi = (value: string) => stored(rasis, value);
