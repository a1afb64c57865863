import { pick } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import type { CarouselSlide } from './ConstructionSlides.tsx';
import { pictureData } from './pictureData.ts';

/** The construction slides of the settings record, in the page's language, for the carousel's slides. */
export function slidesForPage(home: Settings['home'], lang: 'en' | 'te'): CarouselSlide[] {
  return home.construction.map((slide) => {
    const title = pick(slide.title, lang);
    return {
      title,
      description: pick(slide.description, lang),
      photos: slide.photos.map((photo) => pictureData(photo, lang, { width: 960, height: 720, alt: title })),
    };
  });
}
