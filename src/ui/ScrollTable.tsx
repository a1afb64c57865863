import type { ReactNode } from 'react';
import './ScrollTable.css';

export interface ScrollTableProps {
  /** Id of the caption paragraph that names the scrolling region. */
  id: string;
  caption: string;
  headers: string[];
  /** Shown in one row when there are no rows. */
  empty: string;
  isEmpty: boolean;
  className?: string;
  children: ReactNode;
}

/** An admin table that scrolls inside a 500px box, focusable so a keyboard can scroll it too. */
export function ScrollTable({ id, caption, headers, empty, isEmpty, className, children }: ScrollTableProps) {
  return (
    <>
      <p className="scroll-table__note" id={id}>
        {caption}
      </p>
      <div
        className={className ? `scroll-table ${className}` : 'scroll-table'}
        tabIndex={0}
        role="region"
        aria-labelledby={id}
      >
        <table>
          <thead>
            <tr>
              {headers.map((header) => (
                <th scope="col" key={header}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isEmpty ? (
              <tr>
                <td colSpan={headers.length}>{empty}</td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
