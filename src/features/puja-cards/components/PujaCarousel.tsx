import { useEffect, useRef, useState } from 'react';
import './PujaCarousel.css';

export interface PujaCard {
  id: number;
  title: string;
  description: string;
  /** dd/MM/yyyy */
  date: string;
  /** /gallery?date=YYYY-MM-DD in the visitor's language */
  href: string;
  /** Said after the card's text by screen readers: where the card leads. */
  hint: string;
  image: { src: string; srcset: string; width: number; height: number };
}

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
 * Puja cards newest first on a scroll-snapping strip: swipe works without JavaScript, the
 * arrows scroll by PUJA_SCROLL_STEP once the island has loaded. An arrow that cannot move the
 * strip is disabled (both are until the island has loaded), and both are hidden when every card
 * fits.
 */
export default function PujaCarousel({
  cards,
  title,
  previous,
  next,
}: {
  cards: PujaCard[];
  title: string;
  previous: string;
  next: string;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<StripState | null>(null);
  const scroll = (step: number) => strip.current?.scrollBy({ left: step, behavior: 'smooth' });

  useEffect(() => {
    const el = strip.current;
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
  }, []);

  return (
    <section className="puja-carousel" aria-labelledby="puja-carousel-title">
      <div className="container">
        <div className="puja-carousel__head">
          <h2 id="puja-carousel-title">{title}</h2>
          <div className="puja-carousel__arrows" hidden={state?.fits}>
            <Arrow label={previous} off={!state || state.atStart} onPress={() => scroll(-PUJA_SCROLL_STEP)} text="‹" />
            <Arrow label={next} off={!state || state.atEnd} onPress={() => scroll(PUJA_SCROLL_STEP)} text="›" />
          </div>
        </div>
        <ul className="puja-carousel__strip" ref={strip}>
          {cards.map((card) => (
            <li key={card.id} className="puja-card">
              <a href={card.href}>
                <img
                  src={card.image.src}
                  srcSet={card.image.srcset}
                  sizes="250px"
                  width={card.image.width}
                  height={card.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className="puja-card__title">{card.title}</span>
                <span className="puja-card__date">{card.date}</span>
                <span className="puja-card__text">{card.description}</span>
                <span className="visually-hidden">{card.hint}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
