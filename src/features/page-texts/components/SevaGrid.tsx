import { Picture } from '#src/features/site/components/Picture.tsx';
import { sevaImages } from '#src/features/site/media.ts';
import type { SamajasevaText } from '../content/samajaseva.ts';
import './pages.css';

export function SevaGrid({ text, lang }: { text: SamajasevaText; lang: 'en' | 'te' }) {
  return (
    <>
      {text.intro.map((p) => (
        <p key={p} className="article__intro">
          {p}
        </p>
      ))}
      <h2>{text.servicesHeading}</h2>
      <ul className="card-grid">
        {text.services.map((seva) => (
          <li key={seva.key} className="card">
            <Picture name={sevaImages[seva.key]} lang={lang} sizes="(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw" />
            <div className="card__body">
              <h3>{seva.title}</h3>
              <p>{seva.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
