import type { Article, InBoth } from './article.ts';

/** The date the policies take effect, as the pages print it (dd/MM/yyyy). */
export const policyEffectiveDate = '16/06/2025';

export const privacyPolicy: InBoth<Article> = {
  en: {
    intro: [
      `Effective date: ${policyEffectiveDate}.`,
      'We respect the trust you place in us when you register, contact us or make a donation. This policy ' +
        'explains what we collect, why, and how we look after it.',
    ],
    sections: [
      {
        heading: 'What we collect',
        items: [
          'Your name, e-mail address and phone number, when you register, write to us or donate.',
          'Payment details needed to complete a donation, such as the amount, the transaction reference and, for ' +
            'donations of 2000 rupees or more, your PAN.',
          'The message you send us and any family names you ask us to include in a puja.',
        ],
      },
      {
        heading: 'How we use it',
        items: [
          'To receive and acknowledge your donation and send you its receipt.',
          'To answer your questions and keep you informed about events you asked about.',
          'To keep records required by law.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Payments are handled by a third-party payment processor. Your card or bank details are entered on the ' +
            'processor’s secure page and are not stored by us; we receive only the confirmation of the payment.',
        ],
      },
      {
        heading: 'Sharing and protection',
        paragraphs: [
          'We do not sell or rent your personal information. We share it only with the payment processor and ' +
            'where the law requires. We keep it on protected systems and allow only the people who need it to see ' +
            'it.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You may ask us to correct or delete your information at any time by writing to the e-mail address on ' +
            'our contact page. We may update this policy; the effective date above shows the current version.',
        ],
      },
    ],
  },
  te: {
    intro: [
      `అమలులోకి వచ్చిన తేదీ: ${policyEffectiveDate}.`,
      'మీరు నమోదు చేసుకున్నప్పుడు, మమ్మల్ని సంప్రదించినప్పుడు లేదా విరాళం ఇచ్చినప్పుడు మాపై ఉంచే నమ్మకాన్ని మేము ' +
        'గౌరవిస్తాము. మేము ఏ సమాచారం తీసుకుంటాము, ఎందుకు, దాన్ని ఎలా కాపాడుతాము అనేది ఈ విధానం వివరిస్తుంది.',
    ],
    sections: [
      {
        heading: 'మేము సేకరించే సమాచారం',
        items: [
          // prettier-ignore
          'మీరు నమోదు చేసుకున్నప్పుడు, మాకు రాసినప్పుడు లేదా విరాళం ఇచ్చినప్పుడు మీ పేరు, ఈమెయిల్ చిరునామా, ఫోన్ ' +
            'నంబర్.',
          // prettier-ignore
          'విరాళం పూర్తి చేయడానికి అవసరమైన చెల్లింపు వివరాలు: మొత్తం, లావాదేవీ సంఖ్య, 2000 రూపాయలు లేదా అంతకు మించిన ' +
            'విరాళాలకు మీ పాన్ నంబర్.',
          'మీరు పంపే సందేశం, పూజలో చేర్చమని కోరిన కుటుంబ సభ్యుల పేర్లు.',
        ],
      },
      {
        heading: 'దాన్ని ఎలా ఉపయోగిస్తాము',
        items: [
          'మీ విరాళాన్ని స్వీకరించి, నిర్ధారించి, రసీదు పంపడానికి.',
          'మీ ప్రశ్నలకు జవాబివ్వడానికి, మీరు అడిగిన కార్యక్రమాల సమాచారం తెలియజేయడానికి.',
          'చట్టం కోరే రికార్డులు నిర్వహించడానికి.',
        ],
      },
      {
        heading: 'చెల్లింపులు',
        paragraphs: [
          'చెల్లింపులను మూడవ పక్ష చెల్లింపు సంస్థ నిర్వహిస్తుంది. మీ కార్డు లేదా బ్యాంకు వివరాలను ఆ సంస్థ ' +
            'సురక్షిత పేజీలో నమోదు చేస్తారు; వాటిని మేము నిల్వ చేయము, చెల్లింపు జరిగిందన్న నిర్ధారణ మాత్రమే మాకు ' +
            'అందుతుంది.',
        ],
      },
      {
        heading: 'పంచుకోవడం, రక్షణ',
        paragraphs: [
          'మీ వ్యక్తిగత సమాచారాన్ని మేము అమ్మము, అద్దెకు ఇవ్వము. చెల్లింపు సంస్థతో, చట్టం కోరినప్పుడు మాత్రమే ' +
            'పంచుకుంటాము. దాన్ని రక్షిత వ్యవస్థల్లో ఉంచి, అవసరమైన వారికి మాత్రమే చూసే అనుమతి ఇస్తాము.',
        ],
      },
      {
        heading: 'మీ ఎంపికలు',
        paragraphs: [
          'మా సంప్రదింపు పేజీలోని ఈమెయిల్‌కు రాసి, మీ సమాచారాన్ని ఎప్పుడైనా సరిదిద్దమని లేదా తొలగించమని ' +
            'కోరవచ్చు. ఈ విధానాన్ని మేము మార్చవచ్చు; పైన ఉన్న తేదీ ప్రస్తుత రూపాన్ని సూచిస్తుంది.',
        ],
      },
    ],
  },
};

export const refundPolicy: InBoth<Article> = {
  en: {
    intro: ['Every donation supports the seva of the centre. Please read how cancellations and refunds are handled.'],
    sections: [
      {
        heading: 'Donations are final',
        paragraphs: ['Donations are final and non-refundable once they are made.'],
      },
      {
        heading: 'Exceptions',
        paragraphs: ['We refund a donation only in these cases:'],
        items: [
          'A duplicate transaction (the same donation charged twice).',
          'A wrong amount charged.',
          'A technical error during payment.',
        ],
      },
      {
        heading: 'How to ask for a refund',
        paragraphs: [
          'Write to us within 7 days of the transaction, with proof of payment (the transaction reference or a ' +
            'screenshot of the payment).',
          'Approved refunds go back to the original payment method within 7 to 10 business days.',
        ],
      },
    ],
  },
  te: {
    intro: ['ప్రతి విరాళం పీఠం సేవలకు తోడ్పడుతుంది. రద్దు, వాపసు ఎలా జరుగుతాయో దయచేసి చదవండి.'],
    sections: [
      {
        heading: 'ఇచ్చిన విరాళం తిరిగి ఇవ్వబడదు',
        paragraphs: ['విరాళం ఇచ్చిన తర్వాత దాన్ని రద్దు చేయడం గానీ తిరిగి ఇవ్వడం గానీ కుదరదు.'],
      },
      {
        heading: 'మినహాయింపులు',
        paragraphs: ['ఈ సందర్భాల్లో మాత్రమే విరాళాన్ని తిరిగి ఇస్తాము:'],
        // prettier-ignore
        items: [
          'ఒకే లావాదేవీ రెండుసార్లు జరిగినప్పుడు.',
          'తప్పు మొత్తం కట్ అయినప్పుడు.',
          'చెల్లింపు సమయంలో సాంకేతిక లోపం జరిగినప్పుడు.',
        ],
      },
      {
        heading: 'వాపసు ఎలా కోరాలి',
        paragraphs: [
          'లావాదేవీ జరిగిన 7 రోజుల లోపు, చెల్లింపు రుజువుతో (లావాదేవీ సంఖ్య లేదా చెల్లింపు స్క్రీన్‌షాట్) మాకు రాయండి.',
          'ఆమోదించిన వాపసు 7 నుండి 10 పని దినాలలో మీరు చెల్లించిన పద్ధతికే తిరిగి జమ అవుతుంది.',
        ],
      },
    ],
  },
};

export const shippingPolicy: InBoth<Article> = {
  en: {
    intro: [
      'Some offerings, such as prasadam, books or receipts on paper, are sent by post or courier. This is how we ' +
        'send them.',
    ],
    sections: [
      { heading: 'Where we ship', paragraphs: ['We ship within India only.'] },
      {
        heading: 'Processing',
        paragraphs: ['Orders are processed in 2 to 5 business days. We do not ship on weekends or public holidays.'],
      },
      {
        heading: 'Delivery times',
        items: ['Metro cities: 3 to 7 business days.', 'Other areas: 5 to 10 business days.'],
      },
      {
        heading: 'Charges and tracking',
        paragraphs: [
          'Shipping charges are shown at checkout; shipping may be free above a certain order value.',
          'Once your order is sent, you receive its tracking details by e-mail or SMS.',
        ],
      },
    ],
  },
  te: {
    // prettier-ignore
    intro: [
      'ప్రసాదం, పుస్తకాలు, కాగితపు రసీదుల వంటి కొన్నింటిని పోస్టు లేదా కొరియర్ ద్వారా పంపుతాము. అవి ఎలా పంపుతామంటే:',
    ],
    sections: [
      { heading: 'ఎక్కడికి పంపుతాము', paragraphs: ['భారతదేశంలోని చిరునామాలకు మాత్రమే పంపుతాము.'] },
      {
        heading: 'సిద్ధం చేసే సమయం',
        paragraphs: ['ఆర్డర్లను 2 నుండి 5 పని దినాలలో సిద్ధం చేస్తాము. వారాంతాల్లో, సెలవు దినాల్లో పంపము.'],
      },
      {
        heading: 'చేరే సమయం',
        items: ['మెట్రో నగరాలు: 3 నుండి 7 పని దినాలు.', 'ఇతర ప్రాంతాలు: 5 నుండి 10 పని దినాలు.'],
      },
      {
        heading: 'ఛార్జీలు, ట్రాకింగ్',
        paragraphs: [
          'రవాణా ఛార్జీలు చెల్లింపు సమయంలో చూపిస్తాము; ఒక నిర్ణీత విలువ మించిన ఆర్డర్లకు ఉచితంగా పంపవచ్చు.',
          'ఆర్డర్ పంపిన తరువాత దాని ట్రాకింగ్ వివరాలు ఈమెయిల్ లేదా ఎస్ఎంఎస్ ద్వారా మీకు అందుతాయి.',
        ],
      },
    ],
  },
};

export const termsAndConditions: InBoth<Article> = {
  en: {
    intro: [
      `Effective date: ${policyEffectiveDate}.`,
      'By using this website you agree to these terms. Please read them with care.',
    ],
    sections: [
      {
        heading: 'Lawful use',
        paragraphs: [
          'Use this website only for lawful purposes, and in a way that does not harm the site, the centre or ' +
            'other visitors.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The texts, pictures, logos and other content of this website belong to the centre. Please do not copy ' +
            'or reuse them without our written permission.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'We take care to keep the information here correct, but we are not liable for any loss that comes from ' +
            'using this website or relying on it.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'These terms may change from time to time. The version published here, with its effective date, is the ' +
            'one that applies.',
        ],
      },
    ],
  },
  te: {
    intro: [
      `అమలులోకి వచ్చిన తేదీ: ${policyEffectiveDate}.`,
      'ఈ వెబ్‌సైట్‌ను ఉపయోగించడం ద్వారా మీరు ఈ నిబంధనలకు అంగీకరిస్తున్నారు. దయచేసి వీటిని శ్రద్ధగా చదవండి.',
    ],
    sections: [
      {
        heading: 'చట్టబద్ధమైన ఉపయోగం',
        paragraphs: [
          // prettier-ignore
          'ఈ వెబ్‌సైట్‌ను చట్టబద్ధమైన ప్రయోజనాలకు మాత్రమే, సైట్‌కు గానీ పీఠానికి గానీ ఇతర సందర్శకులకు గానీ హాని ' +
            'కలగని విధంగా ఉపయోగించండి.',
        ],
      },
      {
        heading: 'మేధో సంపత్తి',
        paragraphs: [
          // prettier-ignore
          'ఈ వెబ్‌సైట్‌లోని రచనలు, చిత్రాలు, చిహ్నాలు, ఇతర విషయాలు పీఠానికి చెందినవి. మా లిఖిత అనుమతి లేకుండా వాటిని ' +
            'కాపీ చేయవద్దు, తిరిగి ఉపయోగించవద్దు.',
        ],
      },
      {
        heading: 'బాధ్యత పరిమితి',
        paragraphs: [
          'ఇక్కడి సమాచారం సరిగా ఉండేలా జాగ్రత్త పడతాము, కానీ ఈ వెబ్‌సైట్‌ను ఉపయోగించడం వల్ల గానీ దానిపై ఆధారపడడం ' +
            'వల్ల గానీ కలిగే నష్టానికి మేము బాధ్యులం కాము.',
        ],
      },
      {
        heading: 'నిబంధనలలో మార్పులు',
        paragraphs: ['ఈ నిబంధనలు అప్పుడప్పుడు మారవచ్చు. ఇక్కడ ప్రచురించిన రూపం, దాని అమలు తేదీతో సహా, వర్తిస్తుంది.'],
      },
    ],
  },
};
