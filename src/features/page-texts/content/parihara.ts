import type { InBoth } from './article.ts';
import { pariharaImages } from '#src/features/site/service.ts';

export interface PariharaPuja {
  readonly title: string;
  readonly text: string;
}

export interface PariharaText {
  readonly intro: string;
  readonly pujas: readonly PariharaPuja[];
  readonly disclaimerHeading: string;
  readonly disclaimer: string;
}

/** The picture of each puja, in the order of the lists below. */
export const pariharaPictures = pariharaImages;

export const pariharaText: InBoth<PariharaText> = {
  en: {
    intro:
      'When life meets obstacles, the tradition offers pujas and homams that ask for grace and ease the load. ' +
      'The guru advises which one suits a devotee; the priests of the ashram perform it with care, at the ashram ' +
      'or, where noted, at your home.',
    pujas: [
      {
        title: 'Graha Shanti Pooja',
        text: 'Eases the harm of adverse planets in the birth chart, so that their influence turns gentle.',
      },
      {
        title: 'Kaalasarpa Dosha Shanti Pooja',
        text:
          'A Rahu and Ketu shanti for those who face delays in work, in marriage or in being blessed with ' +
          'children.',
      },
      {
        title: 'Mruthyunjaya Homam',
        text: 'Offered for relief from health troubles; it is best performed on one’s janma tithi.',
      },
      {
        title: 'Chandi Homam',
        text:
          'Removes ill effects that weigh on a family or a business. It can be performed at the ashram or at your ' +
          'home.',
      },
      {
        title: 'Ashta Lakshmi Homam',
        text: 'For well-being and prosperity in the home; it is best done together with the Narayana Homam.',
      },
      {
        title: 'Dasha Maha Vidya Homam',
        text: 'Worship of the ten Vidya forms of the Divine Mother, all in one day or with one main deity.',
      },
      {
        title: 'Aarogya Vruddhi Homam',
        text: 'For health and strength; performed on the janma tithi or after recovering from an illness.',
      },
      {
        title: 'Ayush Vruddhi Homam',
        text: 'For long life; performed on the janma tithi, on a Saturday or on a Sunday.',
      },
      {
        title: 'Maha Soura Paashupata Homam',
        text:
          'A rite to Surya against doshas that affect health; performed on the janma tithi, at sankramana or on ' +
          'amavasya.',
      },
      { title: 'Aruna Paarayanam', text: 'The Surya mantras of the Aruna chanted together with Surya Namaskara.' },
      {
        title: 'Pratyeka Pooja',
        text: 'A puja arranged for a particular need, as the guru advises after hearing the devotee.',
      },
    ],
    disclaimerHeading: 'Please note',
    disclaimer:
      'Each puja is performed faithfully as requested. Its fruit rests with divine grace, so the centre cannot ' +
      'guarantee any result.',
  },
  te: {
    intro:
      'జీవితంలో ఆటంకాలు ఎదురైనప్పుడు దైవానుగ్రహం కోరుతూ భారం తగ్గించే పూజలు, హోమాలు మన సంప్రదాయంలో ఉన్నాయి. ' +
      'భక్తులకు ఏది తగినదో గురువుగారు సూచిస్తారు; ఆశ్రమ అర్చకులు శ్రద్ధతో ఆశ్రమంలో గానీ, సూచించిన చోట మీ ఇంటి ' +
      'వద్ద గానీ నిర్వహిస్తారు.',
    pujas: [
      {
        title: 'గ్రహ శాంతి పూజ',
        text: 'జాతకంలో ప్రతికూల గ్రహాల వల్ల కలిగే బాధలను తగ్గించి, వాటి ప్రభావాన్ని శాంతింపజేస్తుంది.',
      },
      {
        title: 'కాలసర్ప దోష శాంతి పూజ',
        text: 'ఉద్యోగం, వివాహం, సంతానం విషయాల్లో ఆలస్యం ఎదుర్కొంటున్న వారికి రాహు కేతు శాంతి.',
      },
      { title: 'మృత్యుంజయ హోమం', text: 'ఆరోగ్య సమస్యల నుండి ఉపశమనం కోసం; జన్మ తిథి నాడు చేయించుకోవడం శ్రేష్ఠం.' },
      {
        title: 'చండీ హోమం',
        text: 'కుటుంబానికి, వ్యాపారానికి కలిగే దుష్ప్రభావాలను తొలగిస్తుంది. ఆశ్రమంలో గానీ మీ ఇంటి వద్ద గానీ చేయవచ్చు.',
      },
      { title: 'అష్టలక్ష్మీ హోమం', text: 'ఇంటికి క్షేమం, ఐశ్వర్యం కోసం; నారాయణ హోమంతో కలిపి చేయడం శ్రేష్ఠం.' },
      {
        title: 'దశ మహావిద్యా హోమం',
        text: 'అమ్మవారి పది మహావిద్యా రూపాల ఆరాధన; ఒకే రోజులో గానీ, ఒక ప్రధాన దేవతతో గానీ చేస్తారు.',
      },
      {
        title: 'ఆరోగ్య వృద్ధి హోమం',
        text: 'ఆరోగ్యం, బలం కోసం; జన్మ తిథి నాడు గానీ అనారోగ్యం నుండి కోలుకున్న తరువాత గానీ చేస్తారు.',
      },
      { title: 'ఆయుర్వృద్ధి హోమం', text: 'దీర్ఘాయుష్షు కోసం; జన్మ తిథి నాడు, శనివారం లేదా ఆదివారం చేస్తారు.' },
      {
        title: 'మహా సౌర పాశుపత హోమం',
        text: 'ఆరోగ్యాన్ని బాధించే దోషాల నివారణకు సూర్యారాధన; జన్మ తిథి, సంక్రమణం లేదా అమావాస్య నాడు చేస్తారు.',
      },
      { title: 'అరుణ పారాయణం', text: 'సూర్య నమస్కారాలతో పాటు అరుణ సూర్య మంత్రాల పారాయణం.' },
      {
        title: 'ప్రత్యేక పూజ',
        text: 'భక్తుల ప్రత్యేక అవసరానికి, వారి మాట విని గురువుగారు సూచించిన విధంగా ఏర్పాటు చేసే పూజ.',
      },
    ],
    disclaimerHeading: 'గమనిక',
    // prettier-ignore
    disclaimer:
      'ప్రతి పూజను కోరిన విధంగా శ్రద్ధగా నిర్వహిస్తాము. దాని ఫలం దైవానుగ్రహానికి సంబంధించినది, కాబట్టి ఏ ఫలితానికీ ' +
      'పీఠం హామీ ఇవ్వజాలదు.',
  },
};
