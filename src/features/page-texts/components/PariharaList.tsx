import { Picture } from '#src/features/site/components/Picture.tsx';
import type { PariharaText } from '../content/parihara.ts';
import type { MediaName } from '#src/features/site/media.ts';
import './pages.css';

/** A puja of the catalogue as the page shows it: its texts, price and booking link. */
export interface PariharaCard {
  slug: string;
  title: string;
  text: string;
  /** A picture of the site's media, when the puja has one. */
  picture?: MediaName;
  price: string;
  book: { href: string; label: string };
}

/** The Parihara Puja page: its introduction, the catalogue's parihara pujas, and the disclaimer. */
export function PariharaList({ text, pujas, lang }: { text: PariharaText; pujas: PariharaCard[]; lang: 'en' | 'te' }) {
  return (
    <>
      <p className="article__intro">{text.intro}</p>
      <ol className="card-grid">
        {pujas.map((puja) => (
          <li key={puja.slug} className="card">
            {puja.picture && <Picture name={puja.picture} lang={lang} sizes="(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw" />}
            <div className="card__body">
              <h2>{puja.title}</h2>
              <p>{puja.text}</p>
              <p className="card__price">{puja.price}</p>
              <a className="button" href={puja.book.href} aria-label={`${puja.book.label}: ${puja.title}`}>
                {puja.book.label}
              </a>
            </div>
          </li>
        ))}
      </ol>
      <aside className="notice" aria-labelledby="parihara-disclaimer">
        <h2 id="parihara-disclaimer">{text.disclaimerHeading}</h2>
        <p>{text.disclaimer}</p>
      </aside>
    </>
  );
}
