import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { bilingual } from './text.ts';

const link = z.url({ protocol: /^https?$/, message: 'settings.error.url' });

const onHosts = (hosts: string[]) => (url: string) => {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return hosts.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
};

/** Each social link must point at its own network: a Facebook address in the Instagram field is a slip. */
export const socialHosts = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  youtube: ['youtube.com', 'youtu.be'],
  telegram: ['t.me', 'telegram.me', 'telegram.org'],
} as const;
/** The floating chat button opens WhatsApp, which is what devotees use. */
export const chatHosts = ['wa.me', 'whatsapp.com'];

const socialLink = (network: keyof typeof socialHosts) =>
  link.refine(onHosts([...socialHosts[network]]), `settings.error.social.${network}`);

/**
 * Indian numbers of 10 digits. Spaces, dashes, brackets and a +91, 91 or 0 prefix are accepted
 * as people type them, and stored as '+91 98765 43210' so that every page shows them alike.
 */
export function normalisePhone(value: string): string {
  let digits = asciiDigits(value).replace(/[\s().-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : value.trim();
}

const phone = z
  .string()
  .trim()
  .min(1)
  .transform(normalisePhone)
  .pipe(z.string().regex(/^\+91 \d{5} \d{5}$/, 'settings.error.phone'));

const email = z
  .string()
  .trim()
  .min(1)
  .pipe(z.email({ message: 'settings.error.email' }));

export const contactsSchema = z.object({
  ashramAddress: bilingual(300),
  officeAddress: bilingual(300),
  phones: z.tuple([phone, phone]),
  emails: z.tuple([email, email]),
  officeHours: bilingual(200),
  website: link,
  social: z.object({
    instagram: socialLink('instagram'),
    facebook: socialLink('facebook'),
    youtube: socialLink('youtube'),
    telegram: socialLink('telegram'),
  }),
  chatLink: link.refine(onHosts(chatHosts), 'settings.error.chatLink'),
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
  officeHours: {
    en: 'Monday to Sunday, 9:00 AM to 6:00 PM',
    te: 'సోమవారం నుండి ఆదివారం వరకు, ఉదయం 9:00 నుండి సాయంత్రం 6:00 వరకు',
  },
  website: 'https://www.example.org',
  social: {
    instagram: 'https://www.instagram.com/example',
    facebook: 'https://www.facebook.com/example',
    youtube: 'https://www.youtube.com/@example',
    telegram: 'https://t.me/example',
  },
  chatLink: 'https://wa.me/919000000001',
};
