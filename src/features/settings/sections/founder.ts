import { z } from 'zod';
import { bilingual, pictureSource } from './text.ts';

export const founderSchema = z.object({
  name: bilingual(120),
  headline: bilingual(200),
  verse: bilingual(1000),
  /** A media name or the URL of an uploaded image. */
  portrait: pictureSource,
});

export const founderSeed: z.infer<typeof founderSchema> = {
  name: { en: 'Sri Sample Swamy (example name)', te: 'శ్రీ నమూనా స్వామి (ఉదాహరణ పేరు)' },
  headline: { en: 'Founder and Peethadhipathi', te: 'వ్యవస్థాపకులు, పీఠాధిపతులు' },
  verse: {
    en: 'May all beings be happy; may all be free from illness; may all see what is auspicious; may no one suffer.',
    te: 'సర్వే భవంతు సుఖినః సర్వే సంతు నిరామయాః। సర్వే భద్రాణి పశ్యంతు మా కశ్చిద్దుఃఖభాగ్భవేత్॥',
  },
  portrait: 'founder-portrait',
};
