import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ARROW_HIGHLIGHT_MS, stepSlide } from './carousel.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import './ConstructionCarousel.css';

interface Props {
  /** The id of the strip of slides (ConstructionSlides), server-rendered HTML beside the island. */
  track: string;
  /** How many slides the strip holds. */
  count: number;
  labels: { previous: string; next: string; slideOf: string };
}

/**
 * The construction carousel's arrows and position. The strip it moves is static HTML beside it
 * (ConstructionSlides), so the island's own HTML stays small; it is a CSS scroll-snap strip, so
 * touch swiping works even before the island hydrates. The arrows and the arrow keys move it one
 * slide, clamped at the ends.
 */
export function ConstructionCarousel({ track: trackId, count, labels }: Props) {
  const track = useRef<HTMLElement | null>(null);
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
  const resting = (el: HTMLElement) => Math.round(el.scrollLeft / el.clientWidth);
  function onScroll() {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    if (headingFor.current === null) setIndex(resting(el));
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      headingFor.current = null;
      setIndex(resting(el));
    }, 150);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 'next' : 'previous');
    }
  }

  // The strip is not React's, so its listeners are the DOM's; effect events see this render's state.
  const scrolled = useEffectEvent(onScroll);
  const keyed = useEffectEvent(onKeyDown);
  // The island hydrates when its arrows come into view: the strip may have been swiped by then.
  const follow = useEffectEvent((el: HTMLElement) => {
    if (el.clientWidth > 0) setIndex(resting(el));
  });
  useEffect(() => {
    const el = document.getElementById(trackId);
    track.current = el;
    if (!el) return;
    // Reading the strip, a DOM node outside React, once at hydration: no render of ours causes it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    follow(el);
    el.addEventListener('scroll', scrolled, { passive: true });
    el.addEventListener('keydown', keyed);
    return () => {
      el.removeEventListener('scroll', scrolled);
      el.removeEventListener('keydown', keyed);
    };
  }, [trackId]);

  return (
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
  );
}
