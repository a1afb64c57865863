import { Picture } from '#src/features/site/components/Picture.tsx';
import { sevaImages } from '#src/features/site/media.ts';
import type { Shown } from '../bilingual.ts';
import { blockProps, inlineProps } from '../markdown.ts';
import type { SamajasevaTexts } from '../schema.ts';
import './pages.css';

export function SevaGrid({ text, lang }: { text: Shown<SamajasevaTexts>; lang: 'en' | 'te' }) {
  return (
    <>
      {text.intro.map((p, i) => (
        <div key={i} className="article__intro" {...blockProps(p)} />
      ))}
      <h2>
        <span {...inlineProps(text.servicesHeading)} />
      </h2>
      <ul className="card-grid">
        {text.services.map((seva, i) => (
          <li key={i} className="card">
            <Picture name={sevaImages[seva.picture]} lang={lang} sizes="(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw" />
            <div className="card__body">
              <h3>
                <span {...inlineProps(seva.title)} />
              </h3>
              <div {...blockProps(seva.text)} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
