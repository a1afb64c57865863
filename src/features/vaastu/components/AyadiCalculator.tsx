import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '#src/i18n/index.ts';
import { calculate, emptyResults, MAX_PADAM_DIGITS, parsePadam } from '../calculator.ts';
import { houseTable, templeTable } from '../ayadi-tables.ts';
import type { CalculatorStrings } from '../strings.ts';
import { AyadiResults } from './AyadiResults.tsx';
import { HiddenFields } from './HiddenFields.tsx';
import { useSettled } from './useSettled.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import './vaastu.css';

const tables = { house: houseTable, temple: templeTable };

type Props = {
  lang: Lang;
  tableKey: keyof typeof tables;
  /** The page this form submits to, in the visitor's language. */
  action: string;
  /** What ?n= held: the server renders its results before any script runs. */
  initial: string;
  strings: CalculatorStrings;
  /** The other tool's fields, so that submitting this form without JavaScript keeps them. */
  carry: Record<string, string>;
  /** Shown under the heading, e.g. that the temple tab runs the house rules. */
  note?: string;
};

/** The 'ఆయాది పదం' calculator: a GET form whose results also follow the typing once hydrated. */
export function AyadiCalculator({ lang, tableKey, action, initial, strings, carry, note }: Props) {
  const table = tables[tableKey];
  const [input, setInput] = useState(initial);
  const field = useRef<HTMLInputElement>(null);
  const parsed = parsePadam(input);
  const results = parsed.kind === 'ok' ? calculate(parsed.n, table) : emptyResults(table);
  const error = parsed.kind === 'invalid' ? strings.invalid[parsed.reason] : null;
  const caption = parsed.kind === 'ok' ? strings.resultsFor.replace('{n}', String(parsed.n)) : strings.resultsEmpty;
  const id = `padam-${tableKey}`;
  // A screen reader hears a short summary (or the error) once the typing pauses, not the table.
  const name = (key: string) => {
    const result = results.find((r) => r.key === key)!;
    return (lang === 'en' ? result.enName : result.teName) ?? '';
  };
  // An emptied field says so too: silence would leave the last result as the last thing heard.
  const summary =
    error ??
    (parsed.kind === 'ok'
      ? interpolate(strings.summary, {
          n: String(parsed.n),
          ayam: name('ayam'),
          nakshatra: name('nakshatra'),
          ayussu: results.find((r) => r.key === 'ayussu')!.number,
        })
      : strings.resultsEmpty);
  const spoken = useSettled(summary);

  // Whatever was typed before hydration is in the field but not in the state; adopt it.
  useEffect(() => {
    if (field.current && field.current.value !== initial) setInput(field.current.value);
  }, [initial]);

  // Keep the address shareable: it always says which padam the results are for.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (input.trim() === '') url.searchParams.delete('n');
    else url.searchParams.set('n', input.trim());
    if (url.href === window.location.href) return;
    window.history.replaceState(window.history.state, '', url);
    // The header's language switch and the house / land switch link to this page with the
    // query it was rendered with; a link's own parameters (data-keeps-query) stay its own.
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      'a.language-switch[hreflang], a[data-keeps-query]',
    )) {
      const other = new URL(link.href);
      const query = new URLSearchParams(url.search);
      for (const [name, value] of new URLSearchParams(link.dataset.keepsQuery ?? '')) {
        if (value) query.set(name, value);
        else query.delete(name);
      }
      other.search = query.toString();
      link.href = other.href;
    }
  }, [input]);

  const onSubmit = (event: FormEvent) => {
    // The results are already live; a reload would only lose the other tool's state.
    event.preventDefault();
  };

  return (
    <form className="vaastu-tool ayadi" method="get" action={action} onSubmit={onSubmit}>
      <HiddenFields fields={carry} />
      <h2 id="ayadi-heading">
        <span lang="te">{table.teLabel}</span>
        {lang === 'en' && <span className="vaastu-field__en"> ({table.enLabel})</span>}
      </h2>
      {note && <p className="vaastu-field__hint">{note}</p>}
      <div className="vaastu-field">
        <label htmlFor={id}>
          <span lang="te">ఆయాది పదం</span>
          {lang === 'en' && <span className="vaastu-field__en"> ({strings.inputLabel})</span>}
        </label>
        <div className="vaastu-field__row">
          <input
            ref={field}
            id={id}
            name="n"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_PADAM_DIGITS + 20}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
          <button type="submit" className="button">
            {strings.submit}
          </button>
        </div>
        <p className="vaastu-field__hint" id={`${id}-hint`}>
          {strings.inputHint}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
      <div className="ayadi__results">
        {error && (
          <p className="vaastu-error" id={`${id}-error`}>
            {error}
          </p>
        )}
        <AyadiResults lang={lang} table={table} results={results} strings={strings} caption={caption} />
      </div>
    </form>
  );
}
