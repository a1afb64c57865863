import type { Settings } from '#src/features/settings/index.ts';
import { pick } from '#src/i18n/index.ts';
import { StoredPicture } from './StoredPicture.tsx';
import './pages.css';

interface Props {
  about: Settings['about'];
  lang: 'en' | 'te';
  labels: { familyHistory: string; journey: string; peetam: string; sample: string; peetamAlt: string };
}

/** The founder's biography and the peetam paragraph, all from the settings record. */
export function AboutStory({ about, lang, labels }: Props) {
  return (
    <>
      {about.sample && (
        <p className="notice" role="note">
          {labels.sample}
        </p>
      )}
      <div className="article">
        <section className="article__section">
          <h2>{labels.familyHistory}</h2>
          {about.familyHistory.map((p) => (
            <p key={p.en}>{pick(p, lang)}</p>
          ))}
        </section>
        <section className="article__section">
          <h2>{labels.journey}</h2>
          {about.spiritualJourney.map((p) => (
            <p key={p.en}>{pick(p, lang)}</p>
          ))}
        </section>
      </div>
      <section className="about-peetam" aria-labelledby="about-peetam">
        <div className="about-peetam__image">
          <StoredPicture
            source={about.peetamImage}
            sizes="(min-width: 768px) 20rem, 60vw"
            lang={lang}
            alt={labels.peetamAlt}
            width={800}
            height={800}
          />
        </div>
        <div>
          <h2 id="about-peetam">{labels.peetam}</h2>
          <p>{pick(about.peetam, lang)}</p>
        </div>
      </section>
    </>
  );
}
