import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ARROW_HIGHLIGHT_MS, stepSlide } from './carousel.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import './ConstructionCarousel.css';

interface Props {
  heading: string;
  /** How many slides the children hold. */
  count: number;
  labels: { previous: string; next: string; slideOf: string };
  /** The slides (ConstructionSlides), server-rendered HTML the island keeps as it is. */
  children?: ReactNode;
}

/**
 * The construction slides. The track is a CSS scroll-snap strip, so touch swiping works even
 * before the island hydrates; the arrows and the arrow keys move it one slide, clamped at the ends.
 */
export function ConstructionCarousel({ heading, count, labels, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [pressed, setPressed] = useState<'previous' | 'next' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // While an arrow's smooth scroll is under way, the strip passes other slides; the index stays
  // on the slide it is heading for, so quick presses count from there.
  const headingFor = useRef<number | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The slides are static HTML that React does not manage, so only the current one is shown to
  // screen readers by setting their attribute here.
  useEffect(() => {
    track.current
      ?.querySelectorAll('[data-slide]')
      .forEach((slide, i) => slide.setAttribute('aria-hidden', String(i !== index)));
  }, [index]);

  function show(target: number) {
    headingFor.current = target;
    setIndex(target);
    const el = track.current;
    if (el) el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
  }

  function step(direction: 'previous' | 'next') {
    show(stepSlide(headingFor.current ?? index, direction === 'next' ? 1 : -1, count));
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
            {children}
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
              {interpolate(labels.slideOf, { n: index + 1, total: count })}
            </p>
            <button
              type="button"
              className="construction__arrow"
              data-pressed={pressed === 'next' ? 'true' : undefined}
              aria-label={labels.next}
              aria-disabled={index === count - 1}
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
