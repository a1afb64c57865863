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

/** The id by which the arrows' island finds the strip it scrolls. */
export const PUJA_STRIP_ID = 'puja-strip';

/**
 * Puja cards newest first on a scroll-snapping strip, rendered on the server only and kept per
 * content version: swiping works without JavaScript, and the arrows (PujaCarousel, the island
 * beside it) scroll it. Astro hashes and serializes an island's whole HTML and props on every
 * render, so the cards are not the island's.
 */
export function PujaStrip({ cards }: { cards: PujaCard[] }) {
  return (
    <ul className="puja-carousel__strip" id={PUJA_STRIP_ID}>
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
  );
}
