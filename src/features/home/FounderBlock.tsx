import { pick } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { StoredPicture } from '#src/features/page-texts/components/StoredPicture.tsx';
import './FounderBlock.css';

interface Props {
  founder: Settings['founder'];
  blurb: string;
  lang: 'en' | 'te';
  labels: { heading: string; aboutHeading: string; aboutMore: string };
  aboutHref: string;
}

/**
 * The founder's portrait, name, headline and verse in Telugu and in English, then the
 * 'About the Peethadhipathi' blurb. All of it comes from the settings record.
 */
export function FounderBlock({ founder, blurb, lang, labels, aboutHref }: Props) {
  const bothLanguages = (value: { en: string; te: string }, className: string) => (
    <>
      {value.te && (
        <span lang="te" className={className}>
          {value.te}
        </span>
      )}
      <span lang="en" className={className}>
        {value.en}
      </span>
    </>
  );
  return (
    <section className="founder" aria-labelledby="founder-heading">
      <div className="container founder__grid">
        <div className="founder__portrait">
          <StoredPicture
            source={founder.portrait}
            sizes="(min-width: 768px) 20rem, 70vw"
            lang={lang}
            alt={pick(founder.name, lang)}
            width={800}
            height={1000}
          />
        </div>
        <div className="founder__text">
          <h2 id="founder-heading" className="visually-hidden">
            {labels.heading}
          </h2>
          <p className="founder__names">{bothLanguages(founder.name, 'founder__name')}</p>
          <p className="founder__headlines">{bothLanguages(founder.headline, 'founder__headline')}</p>
          <blockquote className="founder__verse">{bothLanguages(founder.verse, 'founder__verse-line')}</blockquote>
          <div className="founder__about">
            <h2>{labels.aboutHeading}</h2>
            <p>{blurb}</p>
            <a className="button" href={aboutHref}>
              {labels.aboutMore}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
