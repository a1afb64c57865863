import type { ReactNode } from 'react';
import './PageBanner.css';

/** The banner and heading every page opens with. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
