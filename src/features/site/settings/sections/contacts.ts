import { z } from 'zod';
import { bilingual } from './text.ts';

const link = z.url({ protocol: /^https?$/ });

export const contactsSchema = z.object({
  ashramAddress: bilingual(300),
  officeAddress: bilingual(300),
  phones: z.tuple([z.string().min(1), z.string().min(1)]),
  emails: z.tuple([z.email(), z.email()]),
  officeHours: bilingual(200),
  website: link,
  social: z.object({ instagram: link, facebook: link, youtube: link, telegram: link }),
  chatLink: link,
});

// Example numbers and addresses only; never a real person's.
export const contactsSeed: z.infer<typeof contactsSchema> = {
  ashramAddress: {
    en: 'Advytha Ashram (example address), near Kurnool Road, Prakasam District, Andhra Pradesh',
    te: 'అద్వైత ఆశ్రమం (ఉదాహరణ చిరునామా), కర్నూలు రోడ్డు దగ్గర, ప్రకాశం జిల్లా, ఆంధ్రప్రదేశ్',
  },
  officeAddress: {
    en: 'Peetam Office (example address), Ongole, Prakasam District, Andhra Pradesh 523002',
    te: 'పీఠం కార్యాలయం (ఉదాహరణ చిరునామా), ఒంగోలు, ప్రకాశం జిల్లా, ఆంధ్రప్రదేశ్ 523002',
  },
  phones: ['+91 90000 00001', '+91 90000 00002'],
  emails: ['info@example.org', 'seva@example.org'],
  officeHours: { en: 'Monday to Sunday, 9:00 AM to 6:00 PM', te: 'సోమవారం నుండి ఆదివారం వరకు, ఉదయం 9:00 నుండి సాయంత్రం 6:00 వరకు' },
  website: 'https://www.example.org',
  social: {
    instagram: 'https://www.instagram.com/example',
    facebook: 'https://www.facebook.com/example',
    youtube: 'https://www.youtube.com/@example',
    telegram: 'https://t.me/example',
  },
  chatLink: 'https://wa.me/919000000001',
};
