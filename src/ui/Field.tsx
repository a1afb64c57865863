import type { InputHTMLAttributes, ReactNode } from 'react';
import './Field.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The message when the value was refused; ties itself to the input for screen readers. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and error, for forms that also work without JavaScript. */
export function Field({ name, label, error, hint, id = `field-${name}`, ...input }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface Notice {
  kind: 'success' | 'error' | 'info';
  text: string;
}

/**
 * The form's outcome, readable without JavaScript. A live region is not read out when the page
 * loads with it, so an error or a success (the answer to a post) also takes the focus: the page
 * that comes back starts where the answer is, with or without JavaScript. An info note does not.
 */
export function FormNotice({ notice }: { notice?: Notice }) {
  if (!notice) return null;
  const answer = notice.kind !== 'info';
  return (
    <p
      className={`form-notice form-notice--${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      tabIndex={answer ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the outcome of the post the visitor just sent
      autoFocus={answer || undefined}
    >
      {notice.text}
    </p>
  );
}
