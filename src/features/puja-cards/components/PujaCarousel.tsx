import { useEffect, useRef, useState } from 'react';
import './PujaCarousel.css';

/** One arrow click scrolls this far (300 px); a card is 250 px wide, and 300 px from the next (PujaCarousel.css). */
export const PUJA_SCROLL_STEP = 300;

/** Where the strip stands: whether the cards all fit, and whether it is at either end. */
interface StripState {
  fits: boolean;
  atStart: boolean;
  atEnd: boolean;
}

function stripState(el: HTMLElement): StripState {
  // A pixel of slack: a zoomed page gives fractional scroll positions.
  const room = el.scrollWidth - el.clientWidth;
  return { fits: room <= 1, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft >= room - 1 };
}

/**
 * An arrow that says when it cannot move the strip. aria-disabled rather than disabled, so a
 * keyboard user who pressed it to the end keeps the focus on it.
 */
function Arrow({ label, off, onPress, text }: { label: string; off: boolean; onPress: () => void; text: string }) {
  return (
    <button type="button" aria-label={label} aria-disabled={off} onClick={off ? undefined : onPress}>
      {text}
    </button>
  );
}

/**
 * The arrows of the puja cards' strip (PujaStrip, static HTML beside this island, found by its
 * id): they scroll it by PUJA_SCROLL_STEP. An arrow that cannot move the strip is disabled (both
 * are until the island has loaded), and both are hidden when every card fits.
 */
export default function PujaCarousel({
  strip: stripId,
  previous,
  next,
}: {
  strip: string;
  previous: string;
  next: string;
}) {
  const strip = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<StripState | null>(null);
  const scroll = (step: number) => strip.current?.scrollBy({ left: step, behavior: 'smooth' });

  useEffect(() => {
    const el = document.getElementById(stripId);
    strip.current = el;
    if (!el) return;
    const update = () => setState(stripState(el));
    update();
    el.addEventListener('scroll', update, { passive: true });
    // The room changes with the window's width (a phone turned sideways) and as pictures load.
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [stripId]);

  return (
    <div className="puja-carousel__arrows" hidden={state?.fits}>
      <Arrow label={previous} off={!state || state.atStart} onPress={() => scroll(-PUJA_SCROLL_STEP)} text="‹" />
      <Arrow label={next} off={!state || state.atEnd} onPress={() => scroll(PUJA_SCROLL_STEP)} text="›" />
    </div>
  );
}
