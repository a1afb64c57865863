import { z } from 'zod';
import { bilingual, pictureSource } from './text.ts';

const paragraphs = z.array(bilingual(2000)).min(1).max(12);

/**
 * The /aboutus texts. The seed is sample text about an example person, marked as such on the
 * page, for the administrator to replace with the founder's own story.
 */
export const aboutSchema = z.object({
  /** True while the texts are the seed's samples; the page then says so. */
  sample: z.boolean(),
  familyHistory: paragraphs,
  spiritualJourney: paragraphs,
  peetam: bilingual(3000),
  /** The short 'About the Peethadhipathi' text on the home page, which links to /aboutus. */
  blurb: bilingual(1000),
  /** A media name or the URL of an uploaded image, shown beside the peetam paragraph. */
  peetamImage: pictureSource,
  /** A media name or the URL of an uploaded image, across the top of the page. */
  heroImage: pictureSource,
});

export const aboutSeed: z.infer<typeof aboutSchema> = {
  sample: true,
  familyHistory: [
    {
      en:
        '[Sample text] Swamiji was born into a family of farmers and temple priests in a village of Prakasam ' +
        'district. His grandfather kept the village temple lamp burning for fifty years, and his mother taught the ' +
        'children the Lalitha Sahasranamam before they learned to write.',
      te:
        '[నమూనా పాఠ్యం] స్వామీజీ ప్రకాశం జిల్లాలోని ఒక గ్రామంలో రైతులు, ఆలయ అర్చకుల కుటుంబంలో జన్మించారు. వారి ' +
        'తాతగారు యాభై ఏళ్లు ఊరి గుడి దీపాన్ని ఆరిపోకుండా చూశారు; వారి అమ్మగారు పిల్లలకు అక్షరాలకన్నా ముందే లలితా ' +
        'సహస్రనామం నేర్పారు.',
    },
    {
      en:
        '[Sample text] The household was simple and open: whoever came to the door was fed first. That habit of ' +
        'annadanam is the seed from which the ashram grew.',
      te:
        '[నమూనా పాఠ్యం] ఆ ఇల్లు నిరాడంబరంగా, అందరికీ తెరిచి ఉండేది: గుమ్మం దగ్గరికి ఎవరొచ్చినా ముందు అన్నం ' +
        'పెట్టేవారు. ఆ అన్నదాన అలవాటే ఆశ్రమానికి విత్తనమైంది.',
    },
  ],
  spiritualJourney: [
    {
      en:
        '[Sample text] As a young man Swamiji studied the Vedas and the Devi upasana under his guru, and spent ' +
        'long years in sadhana, travelling to sacred places across India.',
      te:
        '[నమూనా పాఠ్యం] యువకుడిగా స్వామీజీ తమ గురువుల వద్ద వేదాలు, దేవీ ఉపాసన అభ్యసించి, భారతదేశం అంతటా ' +
        'పుణ్యక్షేత్రాలు దర్శిస్తూ ఎన్నో ఏళ్లు సాధనలో గడిపారు.',
    },
    {
      en:
        '[Sample text] Returning home, he founded the peetam so that anyone, rich or poor, could learn meditation, ' +
        'mantra and seva free of cost, and he continues to guide seekers at the ashram today.',
      te:
        '[నమూనా పాఠ్యం] తిరిగి వచ్చాక, ధనిక పేద తేడా లేకుండా ఎవరైనా ధ్యానం, మంత్రం, సేవ ఉచితంగా నేర్చుకునేలా ' +
        'పీఠాన్ని స్థాపించారు; ఈ రోజుకీ ఆశ్రమంలో సాధకులకు మార్గదర్శనం చేస్తున్నారు.',
    },
  ],
  peetam: {
    en:
      'The peetam was founded to preserve and promote the Vedic way of life and to guide people on a path of ' +
      'dharma, devotion and peace. Its ashram near Kurnool Road in Prakasam district is a place for meditation, ' +
      'Vedic studies and selfless service, open to every sincere seeker.',
    te:
      'వైదిక జీవన విధానాన్ని కాపాడి వ్యాప్తి చేయడానికి, ధర్మం, భక్తి, శాంతి మార్గంలో ప్రజలను నడిపించడానికి ' +
      'పీఠాధిపతులు ఈ పీఠాన్ని స్థాపించారు. ప్రకాశం జిల్లాలో కర్నూలు రోడ్డు దగ్గర ఉన్న దీని ఆశ్రమం ధ్యానానికి, వేద ' +
      'అధ్యయనానికి, నిస్వార్థ సేవకు నిలయం; నిజాయితీగల ప్రతి సాధకుడికీ ఇక్కడ స్వాగతం.',
  },
  blurb: {
    en:
      '[Sample text] Born into a family of farmers and temple priests, Swamiji spent long years in study and ' +
      'sadhana before founding the peetam, so that anyone could learn meditation, mantra and seva free of cost.',
    te:
      '[నమూనా పాఠ్యం] రైతులు, ఆలయ అర్చకుల కుటుంబంలో జన్మించిన స్వామీజీ ఎన్నో ఏళ్లు అధ్యయనం, సాధనలో గడిపి, ఎవరైనా ' +
      'ధ్యానం, మంత్రం, సేవ ఉచితంగా నేర్చుకునేలా పీఠాన్ని స్థాపించారు.',
  },
  peetamImage: 'peetam-emblem',
  heroImage: 'about-banner',
};
