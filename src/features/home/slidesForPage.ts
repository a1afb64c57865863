import { pick } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import type { CarouselSlide } from './ConstructionCarousel.tsx';
import { pictureData } from './pictureData.ts';

/** The construction slides of the settings record, in the page's language, ready for the island. */
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
