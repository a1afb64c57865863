import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import { addDays } from '#src/features/pujas/index.ts';
import { SeriesDays } from './SeriesDays.tsx';

/** A monthly seva of ten years: 120 days, one every 30 days from `first`. */
const monthly = (first: string) => Array.from({ length: 120 }, (_, i) => addDays(first, 30 * i));
const today = '2030-01-10';

function render(days: string[], lang: 'en' | 'te' = 'en') {
  const html = renderToStaticMarkup(<SeriesDays t={createT(lang)} lang={lang} days={days} today={today} />);
  const items = (part: string) => [...part.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
  const open = items(html.replace(/<details[\s\S]*?<\/details>/g, ''));
  const folded = [...html.matchAll(/<details[^>]*><summary>(.*?)<\/summary>([\s\S]*?)<\/details>/g)].map((m) => ({
    summary: m[1],
    days: items(m[2]!).length,
  }));
  return { html, open, folded };
}

describe('the days of a long seva on its booking page', () => {
  it('shows the next twelve days and folds the past and the later ones, each with its count', () => {
    const days = monthly('2028-01-01');
    const past = days.filter((d) => d < today).length;
    const { open, folded } = render(days);
    expect(open).toHaveLength(12);
    expect([open[0], open[11]]).toEqual(['Sunday, 20/01/2030', 'Monday, 16/12/2030']);
    expect(folded).toEqual([
      { summary: `${past} days already past`, days: past },
      { summary: `${120 - past - 12} more days after these`, days: 120 - past - 12 },
    ]);
  });

  it('folds nothing for a short seva still to come, in Telugu', () => {
    const { open, folded, html } = render(['2030-11-15', '2031-11-04', '2032-10-23'], 'te');
    expect(open).toHaveLength(3);
    expect(folded).toEqual([]);
    expect(html).toContain('తరువాతి 3 రోజులు:');
  });

  it('folds every day once all are past, and lists none as coming', () => {
    const { open, folded } = render(['2029-11-15', '2029-12-14']);
    expect(open).toEqual([]);
    expect(folded).toEqual([{ summary: '2 days already past', days: 2 }]);
  });
});
