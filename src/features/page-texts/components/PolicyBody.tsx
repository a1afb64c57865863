import type { Shown } from '../bilingual.ts';
import { blockProps, inlineProps } from '../markdown.ts';
import { printedDate, type PolicyTexts } from '../policy.ts';
import './pages.css';

export interface PolicyLinks {
  /** The line that prints the effective date ('Effective from: {date}'), already translated. */
  effective: (date: string) => string;
  /** Earlier versions, newest first, with their addresses. */
  earlier: { href: string; effectiveFrom: string }[];
  earlierHeading: string;
  /** Set when an earlier version is shown: the notice that says so, with the current version's address. */
  old?: { notice: string; currentHref: string; currentLabel: string };
}

/** A policy page: its effective date, introduction and sections, and links to its earlier versions. */
export function PolicyBody({ text, links }: { text: Shown<PolicyTexts>; links: PolicyLinks }) {
  return (
    <div className="article">
      {links.old && (
        <p className="notice" role="note">
          {links.old.notice} <a href={links.old.currentHref}>{links.old.currentLabel}</a>
        </p>
      )}
      <p className="article__intro">
        <strong>{links.effective(printedDate(text.effectiveFrom))}</strong>
      </p>
      <div className="article__intro" {...blockProps(text.intro)} />
      {text.sections.map((section, i) => (
        <section key={i} className="article__section">
          <h2>
            <span {...inlineProps(section.heading)} />
          </h2>
          <div {...blockProps(section.body)} />
        </section>
      ))}
      {links.earlier.length > 0 && (
        <section className="article__section">
          <h2>{links.earlierHeading}</h2>
          <ul>
            {links.earlier.map((v) => (
              <li key={v.href}>
                <a href={v.href}>{links.effective(printedDate(v.effectiveFrom))}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
