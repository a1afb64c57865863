import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PictureData } from './pictureData.ts';
import { ARROW_HIGHLIGHT_MS, stepSlide } from './carousel.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import './ConstructionCarousel.css';

export interface CarouselSlide {
  title: string;
  description: string;
  photos: PictureData[];
}

interface Props {
  heading: string;
  slides: CarouselSlide[];
  labels: { previous: string; next: string; slideOf: string };
}

/**
 * The construction slides. The track is a CSS scroll-snap strip, so touch swiping works even
 * before the island hydrates; the arrows and the arrow keys move it one slide, clamped at the ends.
 */
export function ConstructionCarousel({ heading, slides, labels }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [pressed, setPressed] = useState<'previous' | 'next' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // While an arrow's smooth scroll is under way, the strip passes other slides; the index stays
  // on the slide it is heading for, so quick presses count from there.
  const headingFor = useRef<number | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(target: number) {
    headingFor.current = target;
    setIndex(target);
    const el = track.current;
    if (el) el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
  }

  function step(direction: 'previous' | 'next') {
    show(stepSlide(headingFor.current ?? index, direction === 'next' ? 1 : -1, slides.length));
    setPressed(direction);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPressed(null), ARROW_HIGHLIGHT_MS);
  }

  // A swipe scrolls the strip natively; the index follows it. When the strip comes to rest
  // (no scroll event for a moment, which also covers a swipe that cut an arrow's scroll short)
  // the slide it rests on is the current one.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);
  function onScroll() {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const resting = () => Math.round(el.scrollLeft / el.clientWidth);
    if (headingFor.current === null) setIndex(resting());
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      headingFor.current = null;
      setIndex(resting());
    }, 150);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 'next' : 'previous');
    }
  }

  return (
    // Not a region itself: the carousel inside is the region this heading names (one name, one landmark).
    <section className="construction">
      <div className="container">
        <h2 id="construction-heading">{heading}</h2>
        <div className="construction__carousel">
          {/* The carousel is a labelled region the keyboard scrolls with the arrow keys, as a scroll box does. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <div
            className="construction__track"
            ref={track}
            onScroll={onScroll}
            role="region"
            aria-roledescription="carousel"
            aria-labelledby="construction-heading"
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            {slides.map((slide, i) => (
              <div
                key={i}
                className="construction__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={interpolate(labels.slideOf, { n: i + 1, total: slides.length })}
                aria-hidden={i !== index}
                data-slide={i}
              >
                <div className="construction__photos">
                  {slide.photos.map((photo, p) => (
                    <picture key={p}>
                      {photo.sources.map((s) => (
                        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="(min-width: 960px) 18rem, 45vw" />
                      ))}
                      <img src={photo.src} width={photo.width} height={photo.height} alt={photo.alt} loading="lazy" decoding="async" />
                    </picture>
                  ))}
                </div>
                <div className="construction__words">
                  <h3>{slide.title}</h3>
                  <p>{slide.description}</p>
                </div>
              </div>
            ))}
          </div>
          <div className="construction__controls">
            <button
              type="button"
              className="construction__arrow"
              data-pressed={pressed === 'previous' ? 'true' : undefined}
              aria-label={labels.previous}
              aria-disabled={index === 0}
              onClick={() => step('previous')}
            >
              ‹
            </button>
            <p className="construction__position" aria-live="polite">
              {interpolate(labels.slideOf, { n: index + 1, total: slides.length })}
            </p>
            <button
              type="button"
              className="construction__arrow"
              data-pressed={pressed === 'next' ? 'true' : undefined}
              aria-label={labels.next}
              aria-disabled={index === slides.length - 1}
              onClick={() => step('next')}
            >
              ›
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
