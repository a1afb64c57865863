import type { PictureData } from './pictureData.ts';
import { interpolate } from '#src/i18n/interpolate.ts';

export interface CarouselSlide {
  title: string;
  description: string;
  photos: PictureData[];
}

interface Props {
  slides: CarouselSlide[];
  /** "Slide {n} of {total}", each slide's name for a screen reader. */
  slideOf: string;
}

/**
 * The construction slides, rendered on the server only: the carousel island gets them as its
 * static children, not as props, so the page carries its pictures once (as HTML) instead of a
 * second time as the island's serialized props, which Astro also serialized and hashed twice per
 * render (docs/decisions/115). The first slide is the one shown until the island moves the strip.
 */
export function ConstructionSlides({ slides, slideOf }: Props) {
  return slides.map((slide, i) => (
    <div
      key={i}
      className="construction__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={interpolate(slideOf, { n: i + 1, total: slides.length })}
      aria-hidden={i !== 0}
      data-slide={i}
    >
      <div className="construction__photos">
        {slide.photos.map((photo, p) => (
          <picture key={p}>
            {photo.sources.map((s) => (
              <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="(min-width: 960px) 18rem, 45vw" />
            ))}
            <img
              src={photo.src}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              loading="lazy"
              decoding="async"
            />
          </picture>
        ))}
      </div>
      <div className="construction__words">
        <h3>{slide.title}</h3>
        <p>{slide.description}</p>
      </div>
    </div>
  ));
}
