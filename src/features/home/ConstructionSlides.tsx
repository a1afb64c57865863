import type { PictureData } from './pictureData.ts';
import { interpolate } from '#src/i18n/interpolate.ts';

export interface CarouselSlide {
  title: string;
  description: string;
  photos: PictureData[];
}

interface Props {
  heading: string;
  slides: CarouselSlide[];
  /** "Slide {n} of {total}", each slide's name for a screen reader. */
  slideOf: string;
}

/** The id by which the carousel's island finds the strip it moves. */
export const CONSTRUCTION_TRACK_ID = 'construction-track';

/**
 * The construction heading and its strip of slides, rendered on the server only and kept per
 * settings. The carousel island (the arrows and the position) stands beside the strip, not
 * around it: Astro hashes every island's HTML on each render, and the slides are most of the
 * home page's. The strip is a CSS scroll-snap region, so it swipes and scrolls by keyboard before
 * the island hydrates. The first slide is the one shown until the island moves the strip.
 */
export function ConstructionSlides({ heading, slides, slideOf }: Props) {
  return (
    <>
      <h2 id="construction-heading">{heading}</h2>
      {/* A labelled region the keyboard scrolls, as a scroll box does; the island adds the arrow keys. */}
      <div
        id={CONSTRUCTION_TRACK_ID}
        className="construction__track"
        role="region"
        aria-roledescription="carousel"
        aria-labelledby="construction-heading"
        tabIndex={0}
      >
        {slides.map((slide, i) => (
          <Slide key={i} slide={slide} label={interpolate(slideOf, { n: i + 1, total: slides.length })} index={i} />
        ))}
      </div>
    </>
  );
}

function Slide({ slide, label, index }: { slide: CarouselSlide; label: string; index: number }) {
  return (
    <div
      className="construction__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={index !== 0}
      data-slide={index}
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
  );
}
