import { useEffect, useRef, useState } from 'react';
import type { FieldSpec } from '../screens.ts';
import type { AdminStrings } from '../strings.ts';

export type FieldValues = Record<string, string | boolean | null | undefined>;

interface Props {
  fields: FieldSpec[];
  s: AdminStrings;
  /** Prefix for element ids, so the create form and the edit dialog can share a page. */
  idPrefix: string;
  values?: FieldValues;
  errors: Record<string, string>;
}

const DEFAULT_COLOUR = '#ffffff';

/** Colour picker and hex field kept in step; the hex field is the one sent. */
function ColourField({
  id,
  name,
  initial,
  label,
  pickerLabel,
  describedBy,
}: {
  id: string;
  name: string;
  initial: string;
  label: string;
  pickerLabel: string;
  describedBy?: string;
}) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    const reset = () => setValue(initial);
    form?.addEventListener('reset', reset);
    return () => form?.removeEventListener('reset', reset);
  }, [initial]);
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <div className="admin-colour">
      <input
        type="color"
        aria-label={pickerLabel}
        value={valid ? value.toLowerCase() : DEFAULT_COLOUR}
        onChange={(e) => setValue(e.target.value)}
      />
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        placeholder={DEFAULT_COLOUR}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={describedBy}
        aria-label={label}
      />
    </div>
  );
}

/** The inputs of an admin form, uncontrolled so a failed send keeps everything typed. */
export function RecordFields({ fields, s, idPrefix, values = {}, errors }: Props) {
  return (
    <>
      {fields.map((f) => {
        const id = `${idPrefix}-${f.name}-${f.kind}`;
        const error = errors[f.kind === 'newImage' || f.kind === 'imageUrl' ? 'image' : f.name];
        const hintId = f.hint ? `${id}-hint` : '';
        const errorId = error && f.kind !== 'imageUrl' ? `${id}-error` : '';
        const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
        const value = values[f.name];
        const text = typeof value === 'string' ? value : '';
        const common = {
          id,
          name: f.name,
          'aria-describedby': described,
          'aria-invalid': errorId ? true : undefined,
          'aria-required': f.required || undefined,
        };
        let input;
        switch (f.kind) {
          case 'textarea':
            input = <textarea {...common} rows={4} defaultValue={text} />;
            break;
          case 'image':
          case 'newImage':
            input = <input {...common} type="file" accept="image/*" />;
            break;
          case 'color':
            input = (
              <ColourField
                id={id}
                name={f.name}
                initial={text || DEFAULT_COLOUR}
                label={s[f.label]!}
                pickerLabel={s['admin.form.colorPicker']!}
                describedBy={described}
              />
            );
            break;
          case 'enable':
            input = (
              <select {...common} defaultValue={value === false ? 'false' : 'true'}>
                <option value="true">{s['admin.form.enableOption']}</option>
                <option value="false">{s['admin.form.disableOption']}</option>
              </select>
            );
            break;
          default:
            input = <input {...common} type={f.kind === 'imageUrl' ? 'text' : f.kind} defaultValue={text} />;
        }
        return (
          <div key={id} className={errorId ? 'field field--invalid' : 'field'}>
            <label htmlFor={id}>
              {s[f.label]}
              {f.required && <span className="admin-required"> ({s['admin.form.requiredHint']})</span>}
            </label>
            {f.hint && (
              <p className="field__hint" id={hintId}>
                {s[f.hint]}
              </p>
            )}
            {input}
            {errorId && (
              <p className="field__error" id={errorId}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}

/** Names of required fields left empty ('All fields are required!'). */
export function missingFields(fields: FieldSpec[], form: HTMLFormElement): string[] {
  const data = new FormData(form);
  return fields
    .filter((f) => f.required)
    .filter((f) => {
      const value = data.get(f.name);
      return value instanceof File ? value.size === 0 : !String(value ?? '').trim();
    })
    .map((f) => f.name);
}

/** The form's contents without empty file parts (an untouched file input). */
export function formBody(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const [name, value] of [...data.entries()]) {
    if (value instanceof File && value.size === 0) {
      const rest = data.getAll(name).filter((v) => !(v instanceof File && v.size === 0));
      data.delete(name);
      for (const v of rest) data.append(name, v);
    }
  }
  return data;
}
