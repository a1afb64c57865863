import { useRef, type ReactNode } from 'react';

interface Props {
  labels: [string, string];
  selected: 0 | 1;
  onSelect: (index: 0 | 1) => void;
  idPrefix: string;
  children: [ReactNode, ReactNode];
}

/** Two tabs (post / list), arrow keys move between them as in every tab list. */
export function AdminTabs({ labels, selected, onSelect, idPrefix, children }: Props) {
  const refs = [useRef<HTMLButtonElement>(null), useRef<HTMLButtonElement>(null)];
  const move = (index: 0 | 1) => {
    onSelect(index);
    refs[index]!.current?.focus();
  };
  return (
    <div className="admin-tabs">
      <div role="tablist" className="admin-tabs__list">
        {labels.map((label, i) => (
          <button
            key={label}
            ref={refs[i]}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${i}`}
            aria-controls={`${idPrefix}-panel-${i}`}
            aria-selected={selected === i}
            tabIndex={selected === i ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => onSelect(i as 0 | 1)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') move(i === 0 ? 1 : 0);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {children.map((panel, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${idPrefix}-panel-${i}`}
          aria-labelledby={`${idPrefix}-tab-${i}`}
          hidden={selected !== i}
          className="admin-tabs__panel"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
