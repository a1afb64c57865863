import { Field } from '#src/ui/Field.tsx';
import type { CitizenshipStrings } from './strings.ts';
import './citizenship.css';

interface Props {
  s: CitizenshipStrings;
  /** The values the form came back with. */
  values: { citizenship?: string; passport?: string };
  errors: { citizenship?: string; passport?: string };
}

/**
 * The citizenship declaration: three radio buttons and the passport number. Without JavaScript
 * the passport field is always there, its hint saying when it is needed; where the browser can
 * tell (CSS :has), it shows only once 'Indian citizen living abroad' is chosen.
 */
export function CitizenshipFieldset({ s, values, errors }: Props) {
  const invalid = errors.citizenship ? 'citizenship citizenship--invalid' : 'citizenship';
  const described = ['citizenship-hint', errors.citizenship ? 'citizenship-error' : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={invalid} id="field-citizenship" aria-describedby={described}>
      <legend>{s.legend}</legend>
      <p className="field__hint" id="citizenship-hint">
        {s.hint}
      </p>
      {s.choices.map((choice) => (
        <label key={choice.value} className="citizenship__choice">
          <input
            type="radio"
            name="citizenship"
            value={choice.value}
            defaultChecked={values.citizenship === choice.value}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {errors.citizenship && (
        <p className="field__error" id="citizenship-error">
          {errors.citizenship}
        </p>
      )}
      <div className="citizenship__passport">
        <Field
          name="passport"
          id="field-passport"
          label={s.passport}
          hint={s.passportHint}
          maxLength={12}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={values.passport}
          error={errors.passport}
        />
      </div>
    </fieldset>
  );
}
