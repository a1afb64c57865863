import { Picture } from '#src/features/site/components/Picture.tsx';
import { donationCauses, type DonateText } from '../content/donationCauses.ts';
import './pages.css';

interface Props {
  text: DonateText;
  lang: 'en' | 'te';
  donateLabel: string;
  /** The donation form's address in the visitor's language, e.g. /te/donationpayment. */
  paymentPath: string;
}

/** The six causes; each DONATE button opens the donation form with its cause chosen. */
export function CauseCards({ text, lang, donateLabel, paymentPath }: Props) {
  return (
    <>
      <p className="article__intro">{text.intro}</p>
      <ul className="card-grid">
        {donationCauses.map((cause) => {
          const { title, text: about } = text.causes[cause.slug];
          return (
            <li key={cause.slug} className="card">
              <Picture name={cause.image} lang={lang} sizes="(min-width: 960px) 22rem, (min-width: 640px) 45vw, 100vw" />
              <div className="card__body">
                <h2>{title}</h2>
                <p>{about}</p>
                <a className="button" href={`${paymentPath}?cause=${cause.slug}`}>
                  {donateLabel}
                  <span className="visually-hidden">: {title}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
