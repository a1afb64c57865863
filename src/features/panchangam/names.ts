import { stars, yogams } from '#src/i18n/names.ts';

/**
 * The names a Telugu panchangam prints, as data: each list is in order, the number of a thing is
 * its place in the list plus one. The stars are the site's own list (src/i18n/names.ts), so the
 * panchangam and the booking forms never call a star two things.
 */
export interface Name {
  en: string;
  te: string;
}
type Names = readonly Name[];

const zip = (en: readonly string[], te: readonly string[]): Names => en.map((e, i) => ({ en: e, te: te[i]! }));

export const nakshatramNames = zip(stars.en, stars.te);

const tithiEn = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
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
];
const tithiTe = [
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
];
/** Tithis 1–30: Shukla Pratipada to Pournami, then Krishna Pratipada to Amavasya. */
export const tithiNames: Names = [
  ...zip(tithiEn, tithiTe),
  { en: 'Pournami', te: 'పౌర్ణమి' },
  ...zip(tithiEn, tithiTe),
  { en: 'Amavasya', te: 'అమావాస్య' },
];

export const pakshamNames: Names = [
  { en: 'Shukla paksham', te: 'శుక్ల పక్షం' },
  { en: 'Krishna paksham', te: 'కృష్ణ పక్షం' },
];

/** Sunday first, as Date.getUTCDay counts. */
export const vaaramNames = zip(
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
);

export const yogamNames = zip(yogams.en, yogams.te);

/** The seven karanams that repeat, then the four fixed ones; karanamOf places them in the 60 half-tithis. */
export const karanamNames = zip(
  [
    'Bava',
    'Balava',
    'Kaulava',
    'Taitila',
    'Garaja',
    'Vanija',
    'Vishti',
    'Shakuni',
    'Chatushpada',
    'Naga',
    'Kimstughna',
  ],
  ['బవ', 'బాలవ', 'కౌలవ', 'తైతుల', 'గరజి', 'వణిజ', 'విష్టి', 'శకుని', 'చతుష్పాత్', 'నాగవం', 'కింస్తుఘ్నం'],
);

/** Chaitra first. */
export const masamNames = zip(
  [
    'Chaitra',
    'Vaishakha',
    'Jyeshtha',
    'Ashadha',
    'Shravana',
    'Bhadrapada',
    'Ashvayuja',
    'Kartika',
    'Margashira',
    'Pushya',
    'Magha',
    'Phalguna',
  ],
  // prettier-ignore
  [
    'చైత్రం', 'వైశాఖం', 'జ్యేష్ఠం', 'ఆషాఢం', 'శ్రావణం', 'భాద్రపదం',
    'ఆశ్వయుజం', 'కార్తీకం', 'మార్గశిరం', 'పుష్యం', 'మాఘం', 'ఫాల్గుణం',
  ],
);
export const adhikaName: Name = { en: 'Adhika', te: 'అధిక' };
export const nijaName: Name = { en: 'Nija', te: 'నిజ' };

/** Two lunar months to a ruthuvu, Vasanta from Chaitra. */
export const ruthuvuNames = zip(
  ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'],
  ['వసంత ఋతువు', 'గ్రీష్మ ఋతువు', 'వర్ష ఋతువు', 'శరదృతువు', 'హేమంత ఋతువు', 'శిశిర ఋతువు'],
);

export const ayanamNames: Names = [
  { en: 'Uttarayanam', te: 'ఉత్తరాయణం' },
  { en: 'Dakshinayanam', te: 'దక్షిణాయనం' },
];

/** The 60 years, Prabhava first. */
export const samvatsaramNames = zip(
  [
    'Prabhava',
    'Vibhava',
    'Shukla',
    'Pramoduta',
    'Prajotpatti',
    'Angirasa',
    'Shrimukha',
    'Bhava',
    'Yuva',
    'Dhata',
    'Ishvara',
    'Bahudhanya',
    'Pramathi',
    'Vikrama',
    'Vrisha',
    'Chitrabhanu',
    'Svabhanu',
    'Tarana',
    'Parthiva',
    'Vyaya',
    'Sarvajit',
    'Sarvadhari',
    'Virodhi',
    'Vikruti',
    'Khara',
    'Nandana',
    'Vijaya',
    'Jaya',
    'Manmatha',
    'Durmukhi',
    'Hevilambi',
    'Vilambi',
    'Vikari',
    'Sharvari',
    'Plava',
    'Shubhakrutu',
    'Shobhakrutu',
    'Krodhi',
    'Vishvavasu',
    'Parabhava',
    'Plavanga',
    'Kilaka',
    'Saumya',
    'Sadharana',
    'Virodhikrutu',
    'Paridhavi',
    'Pramadicha',
    'Ananda',
    'Rakshasa',
    'Nala',
    'Pingala',
    'Kalayukti',
    'Siddharthi',
    'Raudri',
    'Durmati',
    'Dundubhi',
    'Rudhirodgari',
    'Raktakshi',
    'Krodhana',
    'Akshaya',
  ],
  [
    'ప్రభవ',
    'విభవ',
    'శుక్ల',
    'ప్రమోదూత',
    'ప్రజోత్పత్తి',
    'ఆంగీరస',
    'శ్రీముఖ',
    'భావ',
    'యువ',
    'ధాత',
    'ఈశ్వర',
    'బహుధాన్య',
    'ప్రమాది',
    'విక్రమ',
    'వృష',
    'చిత్రభాను',
    'స్వభాను',
    'తారణ',
    'పార్థివ',
    'వ్యయ',
    'సర్వజిత్',
    'సర్వధారి',
    'విరోధి',
    'వికృతి',
    'ఖర',
    'నందన',
    'విజయ',
    'జయ',
    'మన్మథ',
    'దుర్ముఖి',
    'హేవిళంబి',
    'విళంబి',
    'వికారి',
    'శార్వరి',
    'ప్లవ',
    'శుభకృత్',
    'శోభకృత్',
    'క్రోధి',
    'విశ్వావసు',
    'పరాభవ',
    'ప్లవంగ',
    'కీలక',
    'సౌమ్య',
    'సాధారణ',
    'విరోధికృత్',
    'పరీధావి',
    'ప్రమాదీచ',
    'ఆనంద',
    'రాక్షస',
    'నల',
    'పింగళ',
    'కాళయుక్తి',
    'సిద్ధార్థి',
    'రౌద్రి',
    'దుర్మతి',
    'దుందుభి',
    'రుధిరోద్గారి',
    'రక్తాక్షి',
    'క్రోధన',
    'అక్షయ',
  ],
);
