interface Props {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Controlled (with onChange) or, without it, the first choice checked as the page came. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string;
}

/** A group of radio buttons in a fieldset, its error tied to the group. */
export function Choices({ name, legend, options, value, defaultValue, onChange, error }: Props) {
  const errorId = `field-${name}-error`;
  return (
    <fieldset
      className={error ? 'counter-choices field--invalid' : 'counter-choices'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="counter-choices__option">
          <input
            type="radio"
            name={name}
            value={o.value}
            {...(onChange
              ? { checked: value === o.value, onChange: () => onChange(o.value) }
              : { defaultChecked: defaultValue === o.value })}
          />
          <span>{o.label}</span>
        </label>
      ))}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
