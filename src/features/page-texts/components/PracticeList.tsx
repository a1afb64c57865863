import type { Shown } from '../bilingual.ts';
import { blockProps, inlineProps } from '../markdown.ts';
import type { AdyatmikamTexts } from '../schema.ts';
import './pages.css';

export function PracticeList({ text }: { text: Shown<AdyatmikamTexts> }) {
  return (
    <>
      <div className="article__intro" {...blockProps(text.intro)} />
      <section className="article__section">
        <h2>
          <span {...inlineProps(text.practicesHeading)} />
        </h2>
        <ol className="practice-list">
          {text.practices.map((practice, i) => (
            <li key={i} {...inlineProps(practice)} />
          ))}
        </ol>
      </section>
      <section className="article__section notice">
        <h2>
          <span {...inlineProps(text.rulesHeading)} />
        </h2>
        <ul>
          {text.rules.map((rule, i) => (
            <li key={i} {...inlineProps(rule)} />
          ))}
        </ul>
      </section>
    </>
  );
}
