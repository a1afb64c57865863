import { useEffect, useRef, type FormEvent } from 'react';
import type { FieldSpec } from '../screens.ts';
import type { AdminStrings } from '../strings.ts';
import { RecordFields, type FieldValues } from './RecordFields.tsx';

interface Props {
  title: string;
  fields: FieldSpec[];
  values: FieldValues;
  s: AdminStrings;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  errors: Record<string, string>;
  /** A refusal to show and announce inside the dialog: a toast outside a modal is inert. */
  message?: { text: string; id: number };
  onSubmit: (form: HTMLFormElement) => void;
  onClose: () => void;
}

/** A modal <dialog>: Escape and Cancel close it; a successful update closes it from outside. */
export function EditDialog({
  title,
  fields,
  values,
  s,
  submitLabel,
  busyLabel,
  busy,
  errors,
  message,
  onSubmit,
  onClose,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  // Each refusal puts the focus on the first field it names, else on the message itself.
  useEffect(() => {
    if (!message) return;
    const target = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? notice.current;
    target?.focus();
  }, [message]);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby="admin-edit-title" onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={submit}>
        <h2 id="admin-edit-title">{title}</h2>
        <p
          ref={notice}
          className="form-notice form-notice--error admin-dialog__message"
          role="alert"
          tabIndex={-1}
          hidden={!message}
        >
          {message?.text}
        </p>
        <RecordFields fields={fields} s={s} idPrefix="edit" values={values} errors={errors} />
        <div className="admin-actions">
          <button type="button" className="admin-button admin-button--quiet" onClick={onClose} disabled={busy}>
            {s['admin.form.cancel']}
          </button>
          <button type="submit" className="admin-button" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
