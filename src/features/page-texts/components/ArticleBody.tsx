import type { Article } from '../content/article.ts';
import './pages.css';

/** A long page text: intro paragraphs, then titled sections of paragraphs and lists. */
export function ArticleBody({ article }: { article: Article }) {
  return (
    <div className="article">
      {article.intro?.map((p) => (
        <p key={p} className="article__intro">
          {p}
        </p>
      ))}
      {article.sections.map((section, i) => (
        <section key={section.heading ?? i} className="article__section">
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
