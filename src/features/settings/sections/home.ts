import { z } from 'zod';
import { constructionSlides, heroVideo } from '#src/features/site/service.ts';
import { bilingual, pictureSource } from './text.ts';

/** One slide of the construction carousel: four photos and the words beside them. */
const constructionSlide = z.object({
  /** Media names or URLs of uploaded images, shown in a 2x2 grid. */
  photos: z.tuple([pictureSource, pictureSource, pictureSource, pictureSource]),
  title: bilingual(120),
  description: bilingual(600),
});

/** The carousel holds at least one slide; more than ten would make the home page heavy. */
export const MAX_CONSTRUCTION_SLIDES = 10;

export const homeSchema = z.object({
  hero: z.object({
    /** The poster painted before the video: a media name (which has its own tall crop) or an upload. */
    poster: pictureSource,
    /** Addresses of the muted loop; empty strings show the poster only. */
    videoMp4: z.string(),
    videoWebm: z.string(),
  }),
  construction: z.array(constructionSlide).min(1).max(MAX_CONSTRUCTION_SLIDES),
});

export type ConstructionSlide = z.infer<typeof constructionSlide>;

const fillerDescription = {
  en:
    'The Dasara festival brings the whole village to the ashram: nine nights of puja, music and annadanam while ' +
    'the new buildings rise around us. (Sample description for the administrator to replace.)',
  te:
    'దసరా పండుగకు ఊరంతా ఆశ్రమానికి తరలివస్తుంది: కొత్త కట్టడాలు పైకి లేస్తుండగా తొమ్మిది రాత్రుల పూజ, సంగీతం, ' +
    'అన్నదానం. (నిర్వాహకులు మార్చవలసిన నమూనా వివరణ.)',
};

export const homeSeed: z.infer<typeof homeSchema> = {
  hero: { poster: heroVideo.poster, videoMp4: heroVideo.mp4, videoWebm: heroVideo.webm },
  construction: constructionSlides.map((photos) => ({
    photos: [...photos],
    title: { en: 'Dasara Festival', te: 'దసరా ఉత్సవం' },
    description: fillerDescription,
  })),
};
