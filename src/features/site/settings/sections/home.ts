import { z } from 'zod';
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
    /** Media names of the poster (wide and tall screens) painted before the video. */
    poster: pictureSource,
    posterPortrait: pictureSource,
    /** Addresses of the muted loop; empty strings show the poster only. */
    videoMp4: z.string(),
    videoWebm: z.string(),
  }),
  construction: z.array(constructionSlide).min(1).max(MAX_CONSTRUCTION_SLIDES),
});

export type ConstructionSlide = z.infer<typeof constructionSlide>;

const fillerDescription = {
  en: 'The Dasara festival brings the whole village to the ashram: nine nights of puja, music and annadanam while the new buildings rise around us. (Sample description for the administrator to replace.)',
  te: 'దసరా పండుగకు ఊరంతా ఆశ్రమానికి తరలివస్తుంది: కొత్త కట్టడాలు పైకి లేస్తుండగా తొమ్మిది రాత్రుల పూజ, సంగీతం, అన్నదానం. (నిర్వాహకులు మార్చవలసిన నమూనా వివరణ.)',
};

const photoSets = [
  ['construction-gopuram', 'construction-bricks', 'construction-pillars', 'construction-foundation'],
  ['construction-carving', 'construction-crane', 'construction-workers', 'construction-plan'],
  ['construction-pillars', 'construction-gopuram', 'construction-workers', 'construction-bricks'],
  ['construction-foundation', 'construction-plan', 'construction-carving', 'construction-crane'],
  ['construction-crane', 'construction-workers', 'construction-gopuram', 'construction-carving'],
] as const;

export const homeSeed: z.infer<typeof homeSchema> = {
  hero: {
    poster: 'hero-poster',
    posterPortrait: 'hero-poster-portrait',
    videoMp4: '/media/video/hero-loop.mp4',
    videoWebm: '/media/video/hero-loop.webm',
  },
  construction: photoSets.map((photos) => ({
    photos: [...photos],
    title: { en: 'Dasara Festival', te: 'దసరా ఉత్సవం' },
    description: fillerDescription,
  })),
};
