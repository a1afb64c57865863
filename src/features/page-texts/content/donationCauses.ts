import type { InBoth } from './article.ts';
import { donationCauseImages } from '#src/features/site/service.ts';

/**
 * The six causes of /donate. `slug` is the value /donationpayment?cause= preselects; it must
 * match the donation form's list of causes.
 */
export const donationCauses = [
  { slug: 'annadanam', image: donationCauseImages.annadanam },
  { slug: 'temple-seva', image: donationCauseImages.templeSeva },
  { slug: 'go-seva', image: donationCauseImages.goSeva },
  { slug: 'orphans', image: donationCauseImages.orphans },
  { slug: 'viveka-vidyalaya', image: donationCauseImages.vivekaVidyalaya },
  { slug: 'soil-rejuvenation', image: donationCauseImages.soilRejuvenation },
] as const;

export type CauseSlug = (typeof donationCauses)[number]['slug'];

export interface DonateText {
  readonly intro: string;
  readonly causes: Readonly<Record<CauseSlug, { readonly title: string; readonly text: string }>>;
}

export const donateText: InBoth<DonateText> = {
  en: {
    intro:
      'Every offering, large or small, becomes food, care and learning for someone. Choose the seva you wish to ' +
      'support; you will be taken to the donation form with it already chosen.',
    causes: {
      annadanam: { title: 'Annadanam', text: 'Cooked food served with love to people in need and to every visitor.' },
      'temple-seva': {
        title: 'Temple Seva',
        text: 'The time and effort that keep the temple, its pujas and its lamps going every day.',
      },
      'go-seva': { title: 'Go Seva', text: 'Fodder, shelter and care for the cows and calves of the goshala.' },
      orphans: {
        title: 'Orphans',
        text: 'Care, schooling and love for children who have no family to look after them.',
      },
      'viveka-vidyalaya': { title: 'Viveka Vidyalaya', text: 'A school for all-round education rooted in values.' },
      'soil-rejuvenation': {
        title: 'Soil Rejuvenation (Bhu Seva)',
        text: 'Bringing tired soil back to life through organic, natural farming.',
      },
    },
  },
  te: {
    intro:
      'చిన్నదైనా పెద్దదైనా ప్రతి సమర్పణ ఎవరికో అన్నం, సంరక్షణ, చదువు అవుతుంది. మీరు తోడ్పడాలనుకునే సేవను ' +
      'ఎంచుకోండి; ఆ సేవ ఎంపిక చేసిన విరాళం పత్రానికి మిమ్మల్ని తీసుకెళ్తాము.',
    causes: {
      annadanam: { title: 'అన్నదానం', text: 'అవసరంలో ఉన్నవారికి, ప్రతి సందర్శకుడికి ప్రేమతో వడ్డించే భోజనం.' },
      'temple-seva': { title: 'ఆలయ సేవ', text: 'ఆలయాన్ని, దాని పూజలను, దీపాలను ప్రతిరోజూ నడిపించే శ్రమ, సమయం.' },
      'go-seva': { title: 'గో సేవ', text: 'గోశాలలోని ఆవులకు, దూడలకు మేత, నీడ, సంరక్షణ.' },
      orphans: { title: 'అనాథ బాలలు', text: 'కుటుంబం లేని పిల్లలకు సంరక్షణ, చదువు, ప్రేమ.' },
      'viveka-vidyalaya': { title: 'వివేక విద్యాలయం', text: 'విలువలపై నిలిచిన సమగ్ర విద్య అందించే పాఠశాల.' },
      'soil-rejuvenation': {
        title: 'భూసార పునరుద్ధరణ (భూ సేవ)',
        text: 'సేంద్రియ, ప్రకృతి వ్యవసాయంతో అలసిన మట్టికి మళ్లీ ప్రాణం పోయడం.',
      },
    },
  },
};
