import type { ReactNode } from 'react';
import './PageBanner.css';

/** The banner and heading every page opens with; `lang` when the heading is in the other language. */
export function PageBanner({ title, lang, children }: { title: string; lang?: string; children?: ReactNode }) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1 lang={lang}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
