import type { SelectHTMLAttributes } from 'react';
import './Field.css';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice ('Choose'); none when a value is always chosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

/** A labelled list to choose from, with the same hint and error wiring as Field. */
export function Select({ name, label, options, placeholder, error, hint, id = `field-${name}`, ...rest }: SelectProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
