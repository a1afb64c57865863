import { Picture } from '#src/features/site/components/Picture.tsx';
import { pariharaPictures, type PariharaText } from '../content/parihara.ts';
import './pages.css';

export function PariharaList({ text, lang }: { text: PariharaText; lang: 'en' | 'te' }) {
  return (
    <>
      <p className="article__intro">{text.intro}</p>
      <ol className="card-grid">
        {text.pujas.map((puja, i) => (
          <li key={puja.title} className="card">
            <Picture name={pariharaPictures[i]!} lang={lang} sizes="(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw" />
            <div className="card__body">
              <h2>{puja.title}</h2>
              <p>{puja.text}</p>
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
