import { sevaImages } from '#src/features/site/media.ts';
import type { Shown } from '../bilingual.ts';
import { blockProps, inlineProps } from '../markdown.ts';
import type { SamajasevaTexts } from '../schema.ts';
import { CardPicture } from './CardPicture.tsx';
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
            <CardPicture
              source={
                Object.hasOwn(sevaImages, seva.picture)
                  ? sevaImages[seva.picture as keyof typeof sevaImages]
                  : seva.picture
              }
              title={seva.title}
              lang={lang}
            />
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
