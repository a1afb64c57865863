import type { AdhyatmikamText } from '../content/adhyatmikam.ts';
import './pages.css';

export function PracticeList({ text }: { text: AdhyatmikamText }) {
  return (
    <>
      <p className="article__intro">{text.intro}</p>
      <section className="article__section">
        <h2>{text.practicesHeading}</h2>
        <ol className="practice-list">
          {text.practices.map((practice) => (
            <li key={practice}>{practice}</li>
          ))}
        </ol>
      </section>
      <section className="article__section notice">
        <h2>{text.rulesHeading}</h2>
        <ul>
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
