import { Picture } from '#src/features/site/components/Picture.tsx';
import type { Shown } from '../bilingual.ts';
import { donationCauses } from '../content/donationCauses.ts';
import { blockProps, inlineProps } from '../markdown.ts';
import type { DonateTexts } from '../schema.ts';
import './pages.css';

interface Props {
  text: Shown<DonateTexts>;
  lang: 'en' | 'te';
  donateLabel: string;
  /** The donation form's address in the visitor's language, e.g. /te/donationpayment. */
  paymentPath: string;
}

const imageOf = (slug: string) => donationCauses.find((c) => c.slug === slug)?.image ?? donationCauses[0].image;

/** The causes staff left switched on, in their order; each DONATE button opens the donation form with its cause chosen. */
export function CauseCards({ text, lang, donateLabel, paymentPath }: Props) {
  return (
    <>
      <div className="article__intro" {...blockProps(text.intro)} />
      <ul className="card-grid">
        {text.causes
          .filter((cause) => cause.enabled)
          .map((cause) => (
            <li key={cause.slug} className="card">
              <Picture name={imageOf(cause.slug)} lang={lang} sizes="(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw" />
              <div className="card__body">
                <h2>
                  <span {...inlineProps(cause.title)} />
                </h2>
                <div {...blockProps(cause.text)} />
                <a className="button" href={`${paymentPath}?cause=${cause.slug}`}>
                  {donateLabel}
                  <span className="visually-hidden">: {cause.title.markdown}</span>
                </a>
              </div>
            </li>
          ))}
      </ul>
    </>
  );
}
