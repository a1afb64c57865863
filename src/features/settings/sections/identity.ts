import { z } from 'zod';
import { bilingual } from './text.ts';

export const identitySchema = z.object({
  name: bilingual(120),
  tagline: bilingual(200),
});

// Plainly example values: the administrator replaces them with the centre's own.
export const identitySeed: z.infer<typeof identitySchema> = {
  name: { en: 'Sri Sample Peetam', te: 'శ్రీ నమూనా పీఠం' },
  tagline: { en: 'Spiritual Enlightenment and Divine Blessings', te: 'ఆధ్యాత్మిక జ్ఞానోదయం, దైవ ఆశీస్సులు' },
};
