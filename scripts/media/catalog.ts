// Every picture the site ships: its name (by purpose), size, the widths it is served at, the
// scene that draws it and its alt text in English and Telugu. The manifest is written from this.
import {
  activitiesBanner,
  authBanner,
  contactBanner,
  donateBanner,
  eventsBanner,
  galleryBanner,
  vaastuBanner,
} from './scenes/banners.ts';
import * as build from './scenes/construction.ts';
import * as demo from './scenes/demo.ts';
import * as give from './scenes/donate.ts';
import { heroScene } from './scenes/hero.ts';
import { aboutBanner, founderPortrait, peetamEmblem } from './scenes/pages.ts';
import * as puja from './scenes/parihara.ts';
import * as seva from './scenes/seva.ts';
import type { Canvas } from './svg.ts';

export interface Alt {
  readonly en: string;
  readonly te: string;
}

export interface ImageSpec {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Served widths, ascending; the largest is the intrinsic width. Never upscaled. */
  readonly widths: readonly number[];
  readonly alt: Alt;
  readonly draw: (c: Canvas) => string;
  /** Keeps the alpha channel (the emblem sits on any background). */
  readonly transparent?: boolean;
}

const WIDE = [640, 960, 1280, 1920] as const;
const CARD = [320, 480, 640, 960] as const;

const wide = (name: string, height: number, draw: ImageSpec['draw'], en: string, te: string): ImageSpec => ({
  name,
  width: 1920,
  height,
  widths: WIDE,
  draw,
  alt: { en, te },
});
const card = (name: string, draw: ImageSpec['draw'], en: string, te: string): ImageSpec => ({
  name,
  width: 960,
  height: 720,
  widths: CARD,
  draw,
  alt: { en, te },
});

const HERO_ALT: Alt = {
  en: 'A temple tower at dusk behind the temple tank, with oil lamps glowing along the steps',
  te: 'సంధ్యా సమయంలో కోనేరు వెనుక ఆలయ గోపురం, మెట్లపై వెలుగుతున్న దీపాలు',
};

/** The hero poster's scene at t = 0 is the first frame of the hero loop, so nothing jumps. */
export const heroPoster = (c: Canvas) => heroScene(c, 0);

export const IMAGES: readonly ImageSpec[] = [
  { name: 'hero-poster', width: 1920, height: 1080, widths: WIDE, draw: heroPoster, alt: HERO_ALT },
  {
    name: 'hero-poster-portrait',
    width: 1080,
    height: 1920,
    widths: [360, 540, 720, 1080],
    draw: heroPoster,
    alt: HERO_ALT,
  },
  {
    name: 'founder-portrait',
    width: 800,
    height: 1000,
    widths: [320, 480, 640, 800],
    draw: founderPortrait,
    alt: {
      en:
        "Founder's portrait (a symbolic illustration): a figure seated in meditation before a golden mandala, " +
        'lamps on either side',
      te: 'వ్యవస్థాపకుల చిత్రం (ప్రతీకాత్మక చిత్రణ): బంగారు మండలం ముందు ధ్యానంలో కూర్చున్న రూపం, ఇరువైపులా దీపాలు',
    },
  },
  {
    name: 'peetam-emblem',
    width: 800,
    height: 800,
    widths: [240, 400, 600, 800],
    draw: peetamEmblem,
    transparent: true,
    alt: {
      en: 'Emblem of the peetam: a temple tower within rings of lotus petals',
      te: 'పీఠం చిహ్నం: కమల దళాల వలయాల మధ్య ఆలయ గోపురం',
    },
  },
  wide(
    'about-banner',
    720,
    aboutBanner,
    'The ashram at dawn: a temple tower, a pillared hall and palm trees beside a lotus tank',
    'ఉదయకాంతిలో ఆశ్రమం: తామర కొలను ఒడ్డున ఆలయ గోపురం, స్తంభాల మండపం, కొబ్బరి చెట్లు',
  ),
  wide(
    'banner-events',
    640,
    eventsBanner,
    'Rows of oil lamps and brass lamp stands under marigold garlands at dusk',
    'సాయంత్రం బంతిపూల దండల కింద వరుస ప్రమిదలు, ఇత్తడి దీపస్తంభాలు',
  ),
  wide(
    'banner-activities',
    640,
    activitiesBanner,
    'A sacred fire in a brick homa kundam between two kalasams, a yantra behind',
    'రెండు కలశాల మధ్య ఇటుకల హోమకుండంలో యజ్ఞాగ్ని, వెనుక యంత్రం',
  ),
  wide(
    'banner-gallery',
    640,
    galleryBanner,
    'A festival day at the temple: bunting, a gopuram and devotees walking',
    'ఆలయంలో పండుగ రోజు: తోరణాలు, గోపురం, నడిచి వస్తున్న భక్తులు',
  ),
  wide(
    'banner-contact',
    640,
    contactBanner,
    'The road through green fields to the ashram gate, palm trees on both sides',
    'పచ్చని పొలాల మధ్య నుంచి ఆశ్రమ ద్వారానికి దారి, ఇరువైపులా కొబ్బరి చెట్లు',
  ),
  wide(
    'banner-donate',
    640,
    donateBanner,
    'Cupped hands offering a lit lamp, amid a mandala and falling petals',
    'మండలం, రాలుతున్న పూరేకుల మధ్య వెలిగించిన దీపాన్ని దోసిలిలో సమర్పిస్తున్న చేతులు',
  ),
  wide(
    'banner-vaastu',
    640,
    vaastuBanner,
    'A vaastu grid of nine by nine squares, a temple elevation and a compass rose',
    'తొమ్మిది చొప్పున గళ్లతో వాస్తు పద మండలం, ఆలయ నిర్మాణ నమూనా, దిక్కుల చక్రం',
  ),
  wide(
    'banner-auth',
    640,
    authBanner,
    'A single lamp glowing before a large, faint mandala, with temple bells above',
    'పెద్ద లేత మండలం ముందు వెలుగుతున్న ఒక్క దీపం, పైన ఆలయ గంటలు',
  ),

  card(
    'construction-gopuram',
    build.constructionGopuram,
    'The new gopuram rising in bare brick inside pole scaffolding',
    'కర్రల పరంజా లోపల ఇటుకలతో పైకి లేస్తున్న కొత్త గోపురం',
  ),
  card(
    'construction-bricks',
    build.constructionBricks,
    'Stacks of bricks, a heap of sand and cement bags beside a wall going up',
    'పైకి లేస్తున్న గోడ పక్కన ఇటుకల దొంతర్లు, ఇసుక కుప్ప, సిమెంటు బస్తాలు',
  ),
  card(
    'construction-pillars',
    build.constructionPillars,
    'A row of concrete columns half cast, their steel bars showing, with a crane behind',
    'సగం పోసిన కాంక్రీటు స్తంభాల వరుస, బయటకు కనిపిస్తున్న ఇనుప కడ్డీలు, వెనుక క్రేన్',
  ),
  card(
    'construction-foundation',
    build.constructionFoundation,
    'Foundation trenches marked out with string lines and pegs, stone blocks ready beside them',
    'దారాలు, గుంజలతో గుర్తించిన పునాది కందకాలు, పక్కన సిద్ధంగా రాతి దిమ్మెలు',
  ),
  card(
    'construction-carving',
    build.constructionCarving,
    'A carved stone pillar being finished, with mallet, chisel and stone chips',
    'చెక్కుతున్న రాతి స్తంభం, పక్కన సుత్తి, ఉలి, రాతి ముక్కలు',
  ),
  card(
    'construction-crane',
    build.constructionCrane,
    'A crane over the walls of the new hall at sunset',
    'సూర్యాస్తమయ వేళ కొత్త మండపం గోడలపై క్రేన్',
  ),
  card(
    'construction-workers',
    build.constructionWorkers,
    'Workers carrying head-pans of mortar past a brick wall and a ladder',
    'ఇటుక గోడ, నిచ్చెన పక్కగా తలపై తట్టలతో సిమెంటు మిశ్రమం మోస్తున్న పనివారు',
  ),
  card(
    'construction-plan',
    build.constructionPlan,
    'The plan of the gopuram on the table, with a compass, a pencil, a kalasam and a lamp',
    'బల్లపై గోపుర నిర్మాణ పటం, పక్కన వృత్తలేఖిని, పెన్సిలు, కలశం, దీపం',
  ),

  card(
    'seva-bhu',
    seva.sevaBhu,
    'Bhu Seva: seedlings sprouting above living soil, with fields beyond',
    'భూ సేవ: సారవంతమైన మట్టిలో మొలకెత్తుతున్న మొక్కలు, వెనుక పొలాలు',
  ),
  card(
    'seva-jala',
    seva.sevaJala,
    'Jala Seva: a village tank with lotuses, and a woman carrying water home',
    'జల సేవ: తామరలతో నిండిన ఊరి చెరువు, నీళ్లు మోసుకెళ్తున్న మహిళ',
  ),
  card(
    'seva-vruksha',
    seva.sevaVruksha,
    'Vruksha Seva: young trees planted in brick guards beneath an old tree',
    'వృక్ష సేవ: పెద్ద చెట్టు సమీపంలో ఇటుక రక్షణ వలయాల్లో నాటిన మొక్కలు',
  ),
  card(
    'seva-go',
    seva.sevaGo,
    'Go Seva: an Ongole cow and her calf by the cow shed',
    'గో సేవ: గోశాల దగ్గర ఒంగోలు ఆవు, దాని దూడ',
  ),
  card(
    'seva-annadana',
    seva.sevaAnnadana,
    'Annadana Seva: a full meal served on a banana leaf',
    'అన్నదాన సేవ: అరటి ఆకులో వడ్డించిన పూర్తి భోజనం',
  ),
  card(
    'seva-samskruti',
    seva.sevaSamskruti,
    'Samskruti Seva: a veena, palm-leaf manuscripts, a scripture on its stand and lamps',
    'సంస్కృతి సేవ: వీణ, తాళపత్ర గ్రంథాలు, వ్యాసపీఠంపై గ్రంథం, దీపాలు',
  ),

  card(
    'donate-annadanam',
    give.donateAnnadanam,
    'Annadanam: a large pot of rice steaming over a wood fire, leaf plates stacked ready',
    'అన్నదానం: కట్టెల పొయ్యిపై ఆవిరి వస్తున్న పెద్ద అన్నం గిన్నె, సిద్ధంగా విస్తరాకులు',
  ),
  card(
    'donate-temple-seva',
    give.donateTempleSeva,
    'Temple Seva: the sanctum doorway with bells, lamp stands and a marigold garland',
    'ఆలయ సేవ: గంటలు, దీపస్తంభాలు, బంతిపూల తోరణంతో గర్భగుడి ద్వారం',
  ),
  card(
    'donate-go-seva',
    give.donateGoSeva,
    'Go Seva: cows grazing in the evening light',
    'గో సేవ: సాయంత్రపు వెలుగులో మేస్తున్న ఆవులు',
  ),
  card(
    'donate-orphans',
    give.donateOrphans,
    'Children and their carer walking home beneath a sheltering tree',
    'నీడనిచ్చే చెట్టు కింద నుంచి ఇంటికి నడుస్తున్న పిల్లలు, వారి సంరక్షకురాలు',
  ),
  card(
    'donate-vidyalaya',
    give.donateVidyalaya,
    'Viveka Vidyalaya: the school building with children in front',
    'వివేక విద్యాలయం: ముందు పిల్లలతో పాఠశాల భవనం',
  ),
  card(
    'donate-soil',
    give.donateSoil,
    'Soil Rejuvenation: green shoots in furrows running to the horizon',
    'భూసార పునరుద్ధరణ: దిగంతం వరకు సాగిన సాళ్లలో పచ్చని మొలకలు',
  ),

  card(
    'parihara-graha-shanti',
    puja.pariharaGrahaShanti,
    'Graha Shanti Pooja: the nine grahas on a maroon cloth between two lamps',
    'గ్రహ శాంతి పూజ: రెండు దీపాల మధ్య ఎరుపు వస్త్రంపై నవగ్రహాలు',
  ),
  card(
    'parihara-kaalasarpa',
    puja.pariharaKaalasarpa,
    'Kaalasarpa Dosha Shanti Pooja: two serpents, Rahu and Ketu, coiled round a staff',
    'కాలసర్ప దోష శాంతి పూజ: దండం చుట్టూ పెనవేసుకున్న రాహు కేతు సర్పాలు',
  ),
  card(
    'parihara-mruthyunjaya',
    puja.pariharaMruthyunjaya,
    'Mruthyunjaya Homam: a Shiva lingam with bilva leaves, a trishul and a lamp',
    'మృత్యుంజయ హోమం: బిల్వ పత్రాలతో శివలింగం, త్రిశూలం, దీపం',
  ),
  card(
    'parihara-chandi-homam',
    puja.pariharaChandiHomam,
    'Chandi Homam: the sacred fire blazing in the homa kundam between two kalasams',
    'చండీ హోమం: రెండు కలశాల మధ్య హోమకుండంలో ప్రజ్వలిస్తున్న అగ్ని',
  ),
  card(
    'parihara-ashta-lakshmi',
    puja.pariharaAshtaLakshmi,
    'Ashta Lakshmi Homam: a lotus ringed by eight lamps, with gold coins',
    'అష్టలక్ష్మీ హోమం: ఎనిమిది దీపాల వలయం మధ్య కమలం, బంగారు నాణేలు',
  ),
  card(
    'parihara-dasha-maha-vidya',
    puja.pariharaDashaMahaVidya,
    'Dasha Maha Vidya Homam: a yantra surrounded by ten flames',
    'దశ మహావిద్యా హోమం: పది జ్యోతుల మధ్య యంత్రం',
  ),
  card(
    'parihara-aarogya',
    puja.pariharaAarogya,
    'Aarogya Vruddhi Homam: a kalasam with mango leaves among healing herbs',
    'ఆరోగ్య వృద్ధి హోమం: ఔషధ మొక్కల మధ్య మామిడి ఆకులతో కలశం',
  ),
  card(
    'parihara-ayush',
    puja.pariharaAyush,
    'Ayush Vruddhi Homam: a great tree between two tall lamps, for long life',
    'ఆయుర్వృద్ధి హోమం: దీర్ఘాయుష్షుకు ప్రతీకగా రెండు దీపస్తంభాల మధ్య మహావృక్షం',
  ),
  card(
    'parihara-soura',
    puja.pariharaSoura,
    'Maha Soura Paashupata Homam: the radiant sun between two trishuls',
    'మహా సౌర పాశుపత హోమం: రెండు త్రిశూలాల మధ్య ప్రకాశించే సూర్యుడు',
  ),
  card(
    'parihara-aruna',
    puja.pariharaAruna,
    'Aruna Paarayanam: a seeker in meditation facing the sun rising over the water',
    'అరుణ పారాయణం: నీటిపై ఉదయిస్తున్న సూర్యుని వైపు ధ్యానంలో కూర్చున్న సాధకుడు',
  ),
  card(
    'parihara-pratyeka',
    puja.pariharaPratyeka,
    'Pratyeka Pooja: a brass plate with a lamp, kumkum, turmeric and flowers',
    'ప్రత్యేక పూజ: దీపం, కుంకుమ, పసుపు, పూలతో ఇత్తడి పళ్లెం',
  ),
];

/** Where a demo photo is meant to go when the seeding step uploads it. */
export type DemoUse = 'event' | 'puja-card' | 'activity' | 'album';

export interface DemoSpec {
  readonly name: string;
  readonly use: DemoUse;
  readonly title: Alt;
  readonly alt: Alt;
  readonly draw: (c: Canvas) => string;
}

export const DEMO_SIZE = { width: 1600, height: 1200 } as const;

export const DEMO_PHOTOS: readonly DemoSpec[] = [
  {
    name: 'deepotsavam',
    use: 'event',
    draw: demo.demoDeepotsavam,
    title: { en: 'Karthika Deepotsavam', te: 'కార్తీక దీపోత్సవం' },
    alt: {
      en: 'Rows of lamps on the temple steps at night, the gopuram behind',
      te: 'రాత్రి ఆలయ మెట్లపై వరుస దీపాలు, వెనుక గోపురం',
    },
  },
  {
    name: 'gopuram-sunset',
    use: 'event',
    draw: demo.demoGopuramSunset,
    title: { en: 'Evening Deeparadhana', te: 'సాయంకాల దీపారాధన' },
    alt: {
      en: 'The gopuram at sunset, reflected in the tank, lamps on the steps',
      te: 'సూర్యాస్తమయ వేళ కోనేటిలో ప్రతిబింబిస్తున్న గోపురం, మెట్లపై దీపాలు',
    },
  },
  {
    name: 'chandi-homam',
    use: 'puja-card',
    draw: demo.demoHomam,
    title: { en: 'Chandi Homam', te: 'చండీ హోమం' },
    alt: {
      en: 'The sacred fire of the homam blazing in its brick kundam',
      te: 'ఇటుకల కుండంలో ప్రజ్వలిస్తున్న హోమాగ్ని',
    },
  },
  {
    name: 'harati',
    use: 'puja-card',
    draw: demo.demoHarati,
    title: { en: 'Harati', te: 'హారతి' },
    alt: {
      en: 'A brass harati plate with a lamp and flowers before tall lamp stands',
      te: 'దీపస్తంభాల ముందు దీపం, పూలతో ఇత్తడి హారతి పళ్లెం',
    },
  },
  {
    name: 'lotus-pond',
    use: 'album',
    draw: demo.demoLotusPond,
    title: { en: 'Morning at the lotus tank', te: 'తామర కొలను వద్ద ఉదయం' },
    alt: {
      en: 'Lotuses on the still water of the tank in the early morning',
      te: 'తెల్లవారుజామున కోనేటి నిశ్చల జలంపై తామరలు',
    },
  },
  {
    name: 'go-puja',
    use: 'activity',
    draw: demo.demoGoPuja,
    title: { en: 'Go Puja', te: 'గో పూజ' },
    alt: {
      en: 'An Ongole cow wearing a marigold garland in the evening light',
      te: 'సాయంత్రపు వెలుగులో బంతిపూల దండతో ఒంగోలు ఆవు',
    },
  },
  {
    name: 'annadanam',
    use: 'activity',
    draw: demo.demoAnnadanam,
    title: { en: 'Annadanam', te: 'అన్నదానం' },
    alt: {
      en: 'A full meal served on a banana leaf, a lamp beside it',
      te: 'అరటి ఆకులో వడ్డించిన పూర్తి భోజనం, పక్కన దీపం',
    },
  },
  {
    name: 'tree-planting',
    use: 'activity',
    draw: demo.demoTreePlanting,
    title: { en: 'Vruksha Seva', te: 'వృక్ష సేవ' },
    alt: { en: 'A family planting a sapling in the ashram grounds', te: 'ఆశ్రమ ప్రాంగణంలో మొక్క నాటుతున్న కుటుంబం' },
  },
  {
    name: 'kolam',
    use: 'album',
    draw: demo.demoKolam,
    title: { en: 'Sankranti muggulu', te: 'సంక్రాంతి ముగ్గులు' },
    alt: {
      en: 'A bright muggu drawn on the red earth, with lamps at its corners',
      te: 'ఎర్రమట్టిపై వేసిన రంగుల ముగ్గు, మూలల్లో దీపాలు',
    },
  },
  {
    name: 'festival-evening',
    use: 'album',
    draw: demo.demoFestival,
    title: { en: 'Festival evening', te: 'పండుగ సాయంత్రం' },
    alt: {
      en: 'Devotees gathered before the lit gopuram under marigold garlands',
      te: 'బంతిపూల దండల కింద దీపాలంకృత గోపురం ముందు భక్తులు',
    },
  },
];

/** The Open Graph picture: the hero scene, cropped to 1200x630 for link previews. */
export const OG_IMAGE = {
  name: 'og-default',
  width: 1200,
  height: 630,
  draw: heroPoster,
  alt: HERO_ALT,
} as const;

/**
 * Which picture goes where, so pages name a role ('the Go Seva card') rather than a file.
 * Keys follow the order of the pages: home, about, activities, events, gallery, then the rest.
 */
export const GROUPS = {
  pageBanners: {
    events: 'banner-events',
    activities: 'banner-activities',
    gallery: 'banner-gallery',
    contact: 'banner-contact',
    donate: 'banner-donate',
    vaastu: 'banner-vaastu',
    auth: 'banner-auth',
  },
  sevaImages: {
    bhu: 'seva-bhu',
    jala: 'seva-jala',
    vruksha: 'seva-vruksha',
    go: 'seva-go',
    annadana: 'seva-annadana',
    samskruti: 'seva-samskruti',
  },
  donationCauseImages: {
    annadanam: 'donate-annadanam',
    templeSeva: 'donate-temple-seva',
    goSeva: 'donate-go-seva',
    orphans: 'donate-orphans',
    vivekaVidyalaya: 'donate-vidyalaya',
    soilRejuvenation: 'donate-soil',
  },
  /** The eleven parihara pujas, in the numbered order of the page. */
  pariharaImages: [
    'parihara-graha-shanti',
    'parihara-kaalasarpa',
    'parihara-mruthyunjaya',
    'parihara-chandi-homam',
    'parihara-ashta-lakshmi',
    'parihara-dasha-maha-vidya',
    'parihara-aarogya',
    'parihara-ayush',
    'parihara-soura',
    'parihara-aruna',
    'parihara-pratyeka',
  ],
  constructionPhotos: [
    'construction-gopuram',
    'construction-bricks',
    'construction-pillars',
    'construction-foundation',
    'construction-carving',
    'construction-crane',
    'construction-workers',
    'construction-plan',
  ],
  /** Five slides of four photos for the 2x2 construction carousel; photos repeat across slides. */
  constructionSlides: [
    ['construction-gopuram', 'construction-bricks', 'construction-pillars', 'construction-foundation'],
    ['construction-carving', 'construction-crane', 'construction-workers', 'construction-plan'],
    ['construction-pillars', 'construction-gopuram', 'construction-workers', 'construction-bricks'],
    ['construction-foundation', 'construction-plan', 'construction-carving', 'construction-crane'],
    ['construction-crane', 'construction-workers', 'construction-gopuram', 'construction-carving'],
  ],
} as const;
