import { Picture } from '#src/features/site/components/Picture.tsx';
import type { PariharaText } from '../content/parihara.ts';
import type { MediaName } from '#src/features/site/media.ts';
import type { ImageView } from '#src/server/images/stored.ts';
import './pages.css';

/** A puja of the catalogue as the page shows it: its texts, price and booking link. */
export interface PariharaCard {
  slug: string;
  title: string;
  text: string;
  /** A picture of the site's media, when the puja has one. */
  picture?: MediaName;
  /** The picture uploaded in the catalogue, which takes the place of the media's. */
  photo?: ImageView | null;
  price: string;
  book: { href: string; label: string };
}

const cardSizes = '(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw';

/** The Parihara Puja page: its introduction, the catalogue's parihara pujas, and the disclaimer. */
export function PariharaList({ text, pujas, lang }: { text: PariharaText; pujas: PariharaCard[]; lang: 'en' | 'te' }) {
  return (
    <>
      <p className="article__intro">{text.intro}</p>
      <ol className="card-grid">
        {pujas.map((puja) => (
          <li key={puja.slug} className="card">
            {puja.photo ? (
              <img
                src={puja.photo.url}
                srcSet={puja.photo.srcset}
                sizes={cardSizes}
                width={puja.photo.width}
                height={puja.photo.height}
                alt={puja.title}
                loading="lazy"
                decoding="async"
              />
            ) : (
              puja.picture && <Picture name={puja.picture} lang={lang} sizes={cardSizes} />
            )}
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
