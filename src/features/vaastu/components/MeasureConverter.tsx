import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '#src/i18n/index.ts';
import { converterFields, editField, fieldLabels, type ConverterState, type Field } from '../converter.ts';
import { carriedFields } from '../converter-query.ts';
import type { ConverterStrings } from '../strings.ts';
import { HiddenFields } from './HiddenFields.tsx';
import { useSettled } from './useSettled.ts';
import { interpolate } from '#src/i18n/interpolate.ts';
import './vaastu.css';

type Props = {
  lang: Lang;
  action: string;
  /** The state the server worked out from the query, so the page is complete before hydration. */
  initial: ConverterState;
  strings: ConverterStrings;
  /** The calculator's field, so that submitting this form without JavaScript keeps it. */
  carry: Record<string, string>;
};

/** పాదం / వెడల్పు / ఎత్తు: the two fields filled last give the third. */
export function MeasureConverter({ lang, action, initial, strings, carry }: Props) {
  const [state, setState] = useState(initial);
  const form = useRef<HTMLFormElement>(null);

  // Whatever was typed before hydration is in the fields but not in the state; replay it.
  useEffect(() => {
    const inputs = form.current?.elements;
    if (!inputs) return;
    setState((current) =>
      converterFields.reduce((next, field) => {
        const value = (inputs.namedItem(field) as HTMLInputElement | null)?.value ?? '';
        return value === current.values[field] ? next : editField(next, field, value);
      }, current),
    );
  }, []);

  const onSubmit = (event: FormEvent) => event.preventDefault();
  const label = (field: Field) => (lang === 'te' ? fieldLabels[field].te : fieldLabels[field].en);
  const errorText = (error: NonNullable<ConverterState['error']>) =>
    strings.errors[error.reason].replace('{field}', label(error.field));
  // One status line for the form: the worked-out field and its value, or what is wrong, once
  // the typing pauses.
  const spoken = useSettled(
    state.error
      ? errorText(state.error)
      : state.derived && state.values[state.derived]
        ? interpolate(strings.result, { field: label(state.derived), value: state.values[state.derived] })
        : '',
  );

  return (
    <form ref={form} className="vaastu-tool converter" method="get" action={action} onSubmit={onSubmit}>
      <HiddenFields fields={{ ...carry, ...carriedFields(state) }} />
      <h2 id="converter-heading">{strings.heading}</h2>
      <p className="converter__intro">{strings.intro}</p>
      {converterFields.map((field) => {
        const id = `converter-${field}`;
        const error = state.error?.field === field ? errorText(state.error) : null;
        const derived = state.derived === field;
        const described = [error && `${id}-error`, derived && `${id}-derived`].filter(Boolean).join(' ');
        return (
          <div className="vaastu-field" key={field}>
            <label htmlFor={id}>
              <span lang="te">{fieldLabels[field].te}</span>
              {lang === 'en' && <span className="vaastu-field__en"> ({fieldLabels[field].en})</span>}
            </label>
            <input
              id={id}
              name={field}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              className={derived ? 'is-derived' : undefined}
              value={state.values[field]}
              onChange={(event) => setState((current) => editField(current, field, event.target.value))}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
            />
            {error && (
              <p className="vaastu-error" id={`${id}-error`}>
                {error}
              </p>
            )}
            {derived && (
              <p className="vaastu-field__hint" id={`${id}-derived`}>
                {strings.derived}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button">
        {strings.submit}
      </button>
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
    </form>
  );
}
