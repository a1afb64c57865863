import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import { calculatorStrings } from '../strings.ts';
import { AyadiCalculator } from './AyadiCalculator.tsx';

function render(lang: 'en' | 'te', initial: string, tableKey: 'house' | 'temple' = 'house') {
  return renderToString(
    <AyadiCalculator
      lang={lang}
      tableKey={tableKey}
      action="/vastu"
      initial={initial}
      strings={calculatorStrings(createT(lang))}
      carry={{ padam: '4' }}
    />,
  );
}

const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('AyadiCalculator on the server', () => {
  it('renders the results of ?n= before any script runs', () => {
    const html = text(render('te', '10'));
    expect(html).toContain('ఆయాది పదం 10 ఫలితాలు');
    expect(html).toContain('ఆయము 2 ధూమాయము');
    expect(html).toContain('నక్షత్రము 26 ఉత్తరాభాద్ర');
    expect(html).toContain('ఆయుస్సు 80');
    expect(html).not.toContain('Dhoomayam');
  });

  it('adds the English labels and names on English pages', () => {
    const html = text(render('en', '8'));
    expect(html).toContain('ఆయము Ayam 0 కాకాయము Kakayam');
    expect(html).toContain('వారము Weekday 2 సోమవారం Monday');
  });

  it('shows 0 and no names while the field is empty', () => {
    const html = text(render('en', ''));
    expect(html).toContain('Enter an ayadi padam to see its results.');
    expect(html).toContain('ఆయము Ayam 0');
    expect(html).not.toContain('ధ్వజాయము');
  });

  it.each([
    ['0', 'Enter a whole number of 1 or more'],
    ['-5', 'Enter a whole number of 1 or more'],
    ['2.5', 'without a decimal point'],
    ['abc', 'Enter digits only'],
    ['+-5', 'Enter digits only'],
    ['1'.repeat(101), 'That number is too long'],
  ])('shows a message and no result for %j', (input, message) => {
    const html = render('en', input);
    expect(text(html)).toContain(message);
    expect(html).toContain('aria-invalid="true"');
    expect(text(html)).not.toMatch(/Results for/);
    expect(html).not.toContain('ధ్వజాయము');
  });

  it.each([
    ['+5', 'Results for ayadi padam 5'],
    ['1000000', 'Results for ayadi padam 1000000'],
  ])('calculates %j, as it computes any whole number', (input, caption) => {
    const html = text(render('en', input));
    expect(html).toContain(caption);
    expect(html).not.toContain('decimal point');
  });

  it('carries the other tool and names the temple calculation on /devalaya', () => {
    const html = render('en', '7', 'temple');
    expect(html).toContain('name="padam" value="4"');
    expect(text(html)).toContain('దేవాలయ గణితం (Temple calculation)');
  });
});
