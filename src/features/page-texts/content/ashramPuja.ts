import type { InBoth } from './article.ts';

/** The tabs of /activities/pujalu, in order; the first is shown when the URL names none. */
export const pujaTabs = ['daily', 'monthly', 'yearly'] as const;
export type PujaTab = (typeof pujaTabs)[number];

export const pujaTabOf = (value: string | null): PujaTab =>
  (pujaTabs as readonly string[]).includes(value ?? '') ? (value as PujaTab) : 'daily';

export interface ScheduleItem {
  readonly title: string;
  readonly text: string;
}

export interface YearlyPooja {
  readonly pooja: string;
  readonly day: string;
  readonly time: string;
}

export interface AshramPujaText {
  readonly intro: string;
  readonly daily: { readonly note: string; readonly items: readonly ScheduleItem[] };
  readonly monthly: { readonly items: readonly ScheduleItem[] };
  readonly yearly: {
    readonly intro: string;
    readonly columns: { readonly pooja: string; readonly day: string; readonly time: string };
    readonly rows: readonly YearlyPooja[];
  };
}

export const ashramPujaText: InBoth<AshramPujaText> = {
  en: {
    intro:
      'Worship at the ashram follows the day, the lunar month and the year. Devotees are welcome to join any of them.',
    daily: {
      note: 'Daily pujas have no fixed times, and the procedures may change without notice.',
      items: [
        {
          title: 'Archana',
          text:
            'At the Dakshina Kaali, Lalithamba, Dakshinamurthy, Ashta Bhairava, Nrusimha Swamy and Chowdeshwari ' +
            'shrines.',
        },
        { title: 'Abhishekam', text: 'Of the Maha Meru Yantram and the Siddha Kaali Yantram, at the temple mandapam.' },
        { title: 'Kumkuma Archana', text: 'Of the Maha Meru Yantram and the Siddha Kaali Yantram, three times a day.' },
        {
          title: 'Homam',
          text:
            'At the yaaga saala: Pancha Brahma, Pancha Sakthi, Nava Graha, Dikpaalaka, Ashta Bhairava, ' +
            'Dakshinamurthy, Dakshina Kaali, Lalithamba and Rudra.',
        },
        { title: 'Parayana', text: 'At the mandapam: Lalitha, Dakshina Kaali and Chandi Saptasati.' },
        { title: 'Naama Nakshatra Pooja', text: 'Puja in the name and birth star of devotees.' },
      ],
    },
    monthly: {
      items: [
        {
          title: 'Vishesha Abhishekam',
          text:
            'Early in the morning: Dakshina Kaali on Amaavasya; Lalithamba on Pournami; Ashta Bhairava on Bahula ' +
            'Ashtami; Dakshinamurthy on Bahula Chaturdasi.',
        },
        {
          title: 'Laksha Kumkuma Archana',
          text:
            'With the Kaali, Lalitha and Lakshmi Sahasra Naama, for the Maha Meru Yantram and the Siddha Kaali ' +
            'Yantram.',
        },
        { title: 'Chandi Homam', text: 'On Sukla Dashami, at the yaaga saala.' },
        { title: 'Satha Kooshmanda Bali', text: 'On Amaavasya and Pournami nights, at temple closing time.' },
      ],
    },
    yearly: {
      intro: 'Janma Tithi Vishesha Pooja is held at 6:30 PM in the yaaga saala unless another time is given.',
      columns: { pooja: 'Pooja', day: 'Day', time: 'Time' },
      rows: [
        { pooja: 'Dakshina Kaali', day: 'Aswayuja Bahula Ashtami', time: '6:30 PM' },
        { pooja: 'Taaraadevi', day: 'Chaitra Sukla Navami', time: '6:30 PM' },
        { pooja: 'Shodashi', day: 'Margasira Pournami', time: '6:30 PM' },
        { pooja: 'Bhuvaneshwari', day: 'Bhadrapada Sukla Ashtami', time: '6:30 PM' },
        { pooja: 'Tripura Bhairavi', day: 'Maagha Pournami', time: '6:30 PM' },
        { pooja: 'Chinna Masta', day: 'Vaisakha Sukla Chaturdasi', time: '6:30 PM' },
        { pooja: 'Dhoomavathi', day: 'Jyeshta Sukla Ashtami', time: '6:30 PM' },
        { pooja: 'Bagalamukhi', day: 'Vaisakha Sukla Ashtami', time: '6:30 PM' },
        { pooja: 'Maathangi', day: 'Vaisakha Sukla Tadiya', time: '6:30 PM' },
        { pooja: 'Kamalaatmika', day: 'Margasira Amaavasya', time: '6:30 PM' },
        { pooja: 'Maha Shivaratri', day: 'Maagha Bahula Chaturdasi', time: '6:30 PM to 1:30 AM' },
        { pooja: 'Chowdeshwari', day: 'Ashada Amaavasya', time: 'From 6:00 AM; agni harati at midnight' },
        { pooja: 'Nrusimha Swamy', day: 'Shravana month, Swati nakshatra day', time: '6:30 PM' },
        { pooja: 'Makara Sankranti', day: 'When the sun enters Capricorn (about 14 January)', time: '6:30 PM' },
        { pooja: 'Karkataka Sankranti', day: 'When the sun enters Cancer (about 16 July)', time: '6:30 PM' },
        { pooja: 'Ganesha Chaturthi', day: 'Bhadrapada Sukla Chaturthi', time: 'From 6:00 AM' },
        { pooja: 'Subrahmanya Shashti', day: 'Margasira Sukla Shashti', time: 'From 6:00 AM' },
        { pooja: 'Kaalabhairava Ashtami', day: 'Kartika Bahula Ashtami', time: 'From 6:00 AM' },
        { pooja: 'Krishna Ashtami', day: 'Shravana Bahula Ashtami', time: '6:00 AM and midnight' },
        { pooja: 'Ugadi and Panchanga Shravanam', day: 'Chaitra Sukla Padyami', time: 'All day' },
      ],
    },
  },
  te: {
    intro: 'ఆశ్రమంలో ఆరాధన రోజు, చాంద్రమాసం, సంవత్సరం ప్రకారం సాగుతుంది. భక్తులు వీటిలో దేనిలోనైనా పాల్గొనవచ్చు.',
    daily: {
      note: 'నిత్య పూజలకు నిర్ణీత సమయాలు లేవు; పూజా విధానాలు ముందస్తు సమాచారం లేకుండా మారవచ్చు.',
      items: [
        {
          title: 'అర్చన',
          text: 'దక్షిణ కాళి, లలితాంబ, దక్షిణామూర్తి, అష్ట భైరవ, నృసింహ స్వామి, చౌడేశ్వరి సన్నిధులలో.',
        },
        { title: 'అభిషేకం', text: 'ఆలయ మండపంలో మహా మేరు యంత్రానికి, సిద్ధ కాళి యంత్రానికి.' },
        { title: 'కుంకుమార్చన', text: 'మహా మేరు యంత్రానికి, సిద్ధ కాళి యంత్రానికి, రోజుకు మూడు సార్లు.' },
        {
          title: 'హోమం',
          // prettier-ignore
          text:
            'యాగశాలలో: పంచ బ్రహ్మ, పంచ శక్తి, నవగ్రహ, దిక్పాలక, అష్ట భైరవ, దక్షిణామూర్తి, దక్షిణ కాళి, లలితాంబ, ' +
            'రుద్ర హోమాలు.',
        },
        { title: 'పారాయణ', text: 'మండపంలో: లలితా, దక్షిణ కాళి, చండీ సప్తశతి.' },
        { title: 'నామ నక్షత్ర పూజ', text: 'భక్తుల పేరు, జన్మ నక్షత్రాలతో చేసే పూజ.' },
      ],
    },
    monthly: {
      items: [
        {
          title: 'విశేష అభిషేకం',
          text:
            'తెల్లవారుజామున: అమావాస్య నాడు దక్షిణ కాళికి; పౌర్ణమి నాడు లలితాంబకు; బహుళ అష్టమి నాడు అష్ట భైరవులకు; ' +
            'బహుళ చతుర్దశి నాడు దక్షిణామూర్తికి.',
        },
        {
          title: 'లక్ష కుంకుమార్చన',
          text: 'కాళి, లలితా, లక్ష్మీ సహస్ర నామాలతో మహా మేరు యంత్రానికి, సిద్ధ కాళి యంత్రానికి.',
        },
        { title: 'చండీ హోమం', text: 'శుక్ల దశమి నాడు, యాగశాలలో.' },
        { title: 'శత కూష్మాండ బలి', text: 'అమావాస్య, పౌర్ణమి రాత్రులు, ఆలయం మూసే సమయంలో.' },
      ],
    },
    yearly: {
      intro: 'వేరే సమయం చెప్పనిచోట జన్మ తిథి విశేష పూజ యాగశాలలో సాయంత్రం 6:30 గంటలకు జరుగుతుంది.',
      columns: { pooja: 'పూజ', day: 'తిథి / రోజు', time: 'సమయం' },
      rows: [
        { pooja: 'దక్షిణ కాళి', day: 'ఆశ్వయుజ బహుళ అష్టమి', time: 'సాయంత్రం 6:30' },
        { pooja: 'తారాదేవి', day: 'చైత్ర శుక్ల నవమి', time: 'సాయంత్రం 6:30' },
        { pooja: 'షోడశి', day: 'మార్గశిర పౌర్ణమి', time: 'సాయంత్రం 6:30' },
        { pooja: 'భువనేశ్వరి', day: 'భాద్రపద శుక్ల అష్టమి', time: 'సాయంత్రం 6:30' },
        { pooja: 'త్రిపుర భైరవి', day: 'మాఘ పౌర్ణమి', time: 'సాయంత్రం 6:30' },
        { pooja: 'ఛిన్నమస్త', day: 'వైశాఖ శుక్ల చతుర్దశి', time: 'సాయంత్రం 6:30' },
        { pooja: 'ధూమావతి', day: 'జ్యేష్ఠ శుక్ల అష్టమి', time: 'సాయంత్రం 6:30' },
        { pooja: 'బగళాముఖి', day: 'వైశాఖ శుక్ల అష్టమి', time: 'సాయంత్రం 6:30' },
        { pooja: 'మాతంగి', day: 'వైశాఖ శుక్ల తదియ', time: 'సాయంత్రం 6:30' },
        { pooja: 'కమలాత్మిక', day: 'మార్గశిర అమావాస్య', time: 'సాయంత్రం 6:30' },
        { pooja: 'మహా శివరాత్రి', day: 'మాఘ బహుళ చతుర్దశి', time: 'సాయంత్రం 6:30 నుండి రాత్రి 1:30 వరకు' },
        { pooja: 'చౌడేశ్వరి', day: 'ఆషాఢ అమావాస్య', time: 'ఉదయం 6:00 నుండి; అర్ధరాత్రి అగ్ని హారతి' },
        { pooja: 'నృసింహ స్వామి', day: 'శ్రావణ మాసం, స్వాతి నక్షత్రం రోజు', time: 'సాయంత్రం 6:30' },
        { pooja: 'మకర సంక్రాంతి', day: 'సూర్యుడు మకర రాశిలో ప్రవేశించే రోజు (సుమారు జనవరి 14)', time: 'సాయంత్రం 6:30' },
        {
          pooja: 'కర్కాటక సంక్రాంతి',
          day: 'సూర్యుడు కర్కాటక రాశిలో ప్రవేశించే రోజు (సుమారు జూలై 16)',
          time: 'సాయంత్రం 6:30',
        },
        { pooja: 'గణేశ చతుర్థి', day: 'భాద్రపద శుక్ల చతుర్థి', time: 'ఉదయం 6:00 నుండి' },
        { pooja: 'సుబ్రహ్మణ్య షష్ఠి', day: 'మార్గశిర శుక్ల షష్ఠి', time: 'ఉదయం 6:00 నుండి' },
        { pooja: 'కాలభైరవ అష్టమి', day: 'కార్తీక బహుళ అష్టమి', time: 'ఉదయం 6:00 నుండి' },
        { pooja: 'కృష్ణాష్టమి', day: 'శ్రావణ బహుళ అష్టమి', time: 'ఉదయం 6:00, అర్ధరాత్రి' },
        { pooja: 'ఉగాది, పంచాంగ శ్రవణం', day: 'చైత్ర శుక్ల పాడ్యమి', time: 'రోజంతా' },
      ],
    },
  },
};
