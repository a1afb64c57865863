import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import './counter-kinds.css';

/**
 * The counter's two records as two links at the top (a gift, a puja booking): a plain link works
 * without JavaScript and stays one tap on a phone; the current one is marked for screen readers.
 */
export function CounterKinds({ t, lang, kind }: { t: T; lang: Lang; kind: 'donation' | 'booking' }) {
  const page = localePath(lang, '/admin/counter');
  const links = [
    { kind: 'donation', href: page, label: t('counter.kind.donation') },
    { kind: 'booking', href: `${page}?kind=booking`, label: t('counter.kind.booking') },
  ] as const;
  return (
    <nav aria-label={t('counter.kind.label')} className="counter-kinds">
      {links.map((l) => (
        <a
          key={l.kind}
          href={l.href}
          className={l.kind === kind ? 'button' : 'button button--ghost'}
          aria-current={l.kind === kind ? 'page' : undefined}
        >
          {l.label}
        </a>
      ))}
    </nav>
  );
}
