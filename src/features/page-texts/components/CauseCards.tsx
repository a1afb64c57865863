import type { Shown } from '../bilingual.ts';
import { blockProps, inlineProps } from '../markdown.ts';
import type { DonateTexts } from '../schema.ts';
import { CardPicture } from './CardPicture.tsx';
import './pages.css';

interface Props {
  text: Shown<DonateTexts>;
  lang: 'en' | 'te';
  donateLabel: string;
  /** The donation form's address in the visitor's language, e.g. /te/donationpayment. */
  paymentPath: string;
}

/**
 * The causes staff left switched on, in their order; each DONATE button opens the donation form with its cause chosen.
 */
export function CauseCards({ text, lang, donateLabel, paymentPath }: Props) {
  return (
    <>
      <div className="article__intro" {...blockProps(text.intro)} />
      <ul className="card-grid">
        {text.causes
          .filter((cause) => cause.enabled)
          .map((cause) => (
            <li key={cause.slug} className="card">
              <CardPicture source={cause.picture} title={cause.title} lang={lang} />
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
