import type { InBoth } from './article.ts';
import { type sevaImages } from '#src/features/site/service.ts';

export type SevaKey = keyof typeof sevaImages;

export interface SamajasevaText {
  readonly intro: readonly string[];
  readonly servicesHeading: string;
  readonly services: readonly { readonly key: SevaKey; readonly title: string; readonly text: string }[];
}

export const samajasevaText: InBoth<SamajasevaText> = {
  en: {
    intro: [
      'Service to society is worship in action. The ashram serves the land, the water, the trees, the cows, the ' +
        'hungry and the culture that holds us together, and invites every devotee to join in.',
      'On the ashram land we practise natural farming without chemicals, and we keep the surroundings clean so ' +
        'that the place itself teaches respect for nature.',
    ],
    servicesHeading: 'Six services',
    services: [
      { key: 'bhu', title: 'Bhu Seva', text: 'Caring for the soil: natural farming, compost and rest for the land.' },
      {
        key: 'jala',
        title: 'Jala Seva',
        text: 'Caring for water: tanks kept clean, rain saved, drinking water shared.',
      },
      { key: 'vruksha', title: 'Vruksha Seva', text: 'Planting and tending trees around the ashram and the villages.' },
      { key: 'go', title: 'Go Seva', text: 'Looking after cows and calves with food, shelter and care.' },
      { key: 'annadana', title: 'Annadana Seva', text: 'Serving food to devotees, visitors and anyone in need.' },
      {
        key: 'samskruti',
        title: 'Samskruti Seva',
        text: 'Keeping our culture alive: scriptures, music, festivals and values.',
      },
    ],
  },
  te: {
    intro: [
      'సమాజ సేవ ఆచరణలో చేసే పూజ. భూమికి, నీటికి, చెట్లకు, గోవులకు, ఆకలితో ఉన్నవారికి, మనల్ని కలిపి ఉంచే ' +
        'సంస్కృతికి ఆశ్రమం సేవ చేస్తుంది; ప్రతి భక్తుడినీ ఇందులో భాగం కమ్మని ఆహ్వానిస్తుంది.',
      // prettier-ignore
      'ఆశ్రమ భూమిలో రసాయనాలు లేని ప్రకృతి వ్యవసాయం చేస్తాము; పరిసరాలను పరిశుభ్రంగా ఉంచుతాము, ఆ ప్రదేశమే ప్రకృతి పట్ల ' +
        'గౌరవాన్ని నేర్పేలా.',
    ],
    servicesHeading: 'ఆరు సేవలు',
    services: [
      { key: 'bhu', title: 'భూ సేవ', text: 'మట్టి సంరక్షణ: ప్రకృతి వ్యవసాయం, సేంద్రియ ఎరువు, భూమికి విశ్రాంతి.' },
      { key: 'jala', title: 'జల సేవ', text: 'నీటి సంరక్షణ: చెరువుల శుభ్రత, వాననీటి నిల్వ, తాగునీరు పంచడం.' },
      { key: 'vruksha', title: 'వృక్ష సేవ', text: 'ఆశ్రమం చుట్టూ, గ్రామాల్లో మొక్కలు నాటి పెంచడం.' },
      { key: 'go', title: 'గో సేవ', text: 'ఆవులకు, దూడలకు మేత, నీడ, సంరక్షణ.' },
      {
        key: 'annadana',
        title: 'అన్నదాన సేవ',
        text: 'భక్తులకు, సందర్శకులకు, అవసరంలో ఉన్న ప్రతి ఒక్కరికీ అన్నం పెట్టడం.',
      },
      {
        key: 'samskruti',
        title: 'సంస్కృతి సేవ',
        text: 'మన సంస్కృతిని నిలుపుకోవడం: గ్రంథాలు, సంగీతం, పండుగలు, విలువలు.',
      },
    ],
  },
};
