import { useRef } from 'react';
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

/** One arrow click scrolls this far (the spec's 300 px); a card is 250 px wide. */
export const PUJA_SCROLL_STEP = 300;

/**
 * Puja cards newest first on a scroll-snapping strip: swipe works without JavaScript, the
 * arrows scroll by PUJA_SCROLL_STEP once the island has loaded.
 */
export default function PujaCarousel({ cards, title, previous, next }: { cards: PujaCard[]; title: string; previous: string; next: string }) {
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (step: number) => strip.current?.scrollBy({ left: step, behavior: 'smooth' });
  return (
    <section className="puja-carousel" aria-labelledby="puja-carousel-title">
      <div className="container">
        <div className="puja-carousel__head">
          <h2 id="puja-carousel-title">{title}</h2>
          <div className="puja-carousel__arrows">
            <button type="button" onClick={() => scroll(-PUJA_SCROLL_STEP)} aria-label={previous}>
              ‹
            </button>
            <button type="button" onClick={() => scroll(PUJA_SCROLL_STEP)} aria-label={next}>
              ›
            </button>
          </div>
        </div>
        <ul className="puja-carousel__strip" ref={strip}>
          {cards.map((card) => (
            <li key={card.id} className="puja-card">
              <a href={card.href}>
                <img src={card.image.src} srcSet={card.image.srcset} sizes="250px" width={card.image.width} height={card.image.height} alt="" loading="lazy" decoding="async" />
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
