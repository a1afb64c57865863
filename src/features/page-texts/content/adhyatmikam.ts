import type { InBoth } from './article.ts';

export interface AdhyatmikamText {
  readonly intro: string;
  readonly practicesHeading: string;
  readonly practices: readonly string[];
  readonly rulesHeading: string;
  readonly rules: readonly string[];
}

export const adhyatmikamText: InBoth<AdhyatmikamText> = {
  en: {
    intro:
      'The ashram is a place to slow down and turn inward. Seekers come to learn, to practise and to sit in ' +
      'satsang with the guru; everything taught here is offered freely, as it was received.',
    practicesHeading: 'Practices taught at the ashram',
    practices: [
      'Kriya Yoga',
      'Praana Yoga',
      'Nirakara Dhyanam',
      'Lalitha Paarayana',
      'Chandi Paarayana',
      'Vishnu Sahasranama Paarayana',
      'Sundarakanda Paarayana',
      'Shiva Sahasranama Paarayana',
      'Pournami Dhyanam',
      'Amavasya Dhyanam',
      'Guru Satsangam',
      'Mantra Japa Sadhana',
    ],
    rulesHeading: 'How it works',
    rules: [
      'Deeksha is given and each practice is taught step by step.',
      'Spiritual talks, bhajans, paarayana and satsang are held at the ashram.',
      'Mantra initiation is given free of cost by the guru to eligible seekers.',
      'A seeker may stay at the ashram to practise for at most 10 days.',
      'All of it is free of cost.',
    ],
  },
  te: {
    intro:
      'ఆశ్రమం మనసును నెమ్మదింపజేసి లోపలికి చూసుకునే చోటు. సాధకులు నేర్చుకోవడానికి, సాధన చేయడానికి, గురువుగారి ' +
      'సత్సంగంలో కూర్చోవడానికి వస్తారు; ఇక్కడ నేర్పేదంతా మేము పొందినట్లే ఉచితంగా అందిస్తాము.',
    practicesHeading: 'ఆశ్రమంలో నేర్పే సాధనలు',
    practices: [
      'క్రియా యోగం',
      'ప్రాణ యోగం',
      'నిరాకార ధ్యానం',
      'లలితా పారాయణ',
      'చండీ పారాయణ',
      'విష్ణు సహస్రనామ పారాయణ',
      'సుందరకాండ పారాయణ',
      'శివ సహస్రనామ పారాయణ',
      'పౌర్ణమి ధ్యానం',
      'అమావాస్య ధ్యానం',
      'గురు సత్సంగం',
      'మంత్ర జప సాధన',
    ],
    rulesHeading: 'ఎలా జరుగుతుంది',
    rules: [
      'దీక్ష ఇచ్చి, ప్రతి సాధనను దశలవారీగా నేర్పుతారు.',
      'ఆశ్రమంలో ఆధ్యాత్మిక ప్రవచనాలు, భజనలు, పారాయణ, సత్సంగం జరుగుతాయి.',
      'అర్హులైన సాధకులకు గురువుగారు మంత్రోపదేశం ఉచితంగా ఇస్తారు.',
      'సాధన కోసం ఆశ్రమంలో గరిష్ఠంగా 10 రోజులు ఉండవచ్చు.',
      'ఇవన్నీ పూర్తిగా ఉచితం.',
    ],
  },
};
