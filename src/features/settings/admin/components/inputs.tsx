import { Field } from '#src/ui/Field.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import { StoredPicture } from '#src/features/page-texts/components/StoredPicture.tsx';
import { inputId, type FormView } from './view.ts';

interface InputProps {
  view: FormView;
  name: string;
  label: string;
  hint?: string;
  type?: string;
  multiline?: boolean;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
}

/** One typed value of a section, named by its path in the section. */
export function TextInput({ view, name, label, hint, type = 'text', multiline, inputMode }: InputProps) {
  const id = inputId(view.form, name);
  const value = view.fields[name] ?? '';
  if (multiline)
    return <TextArea id={id} name={name} label={label} defaultValue={value} error={view.errors[name]} rows={5} />;
  return (
    <Field
      id={id}
      name={name}
      label={label}
      hint={hint}
      type={type}
      defaultValue={value}
      error={view.errors[name]}
      autoComplete="off"
      inputMode={inputMode}
    />
  );
}

/** A checkbox with its label beside it. */
export function CheckInput({
  id,
  name,
  label,
  checked,
}: {
  id: string;
  name: string;
  label: string;
  checked?: boolean;
}) {
  return (
    <div className="settings-check">
      <input type="checkbox" id={id} name={name} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A text in English and Telugu, side by side on wide screens. */
export function BilingualInput(props: Omit<InputProps, 'name'> & { name: string }) {
  const { view, name, label } = props;
  return (
    <div className="settings-pair">
      <TextInput {...props} name={`${name}.en`} label={view.t('settings.lang.en', { label })} />
      <TextInput
        {...props}
        name={`${name}.te`}
        label={view.t('settings.lang.te', { label })}
        hint={view.t('settings.teHint')}
      />
    </div>
  );
}

/** The current picture, kept by a hidden field, and a file input that replaces it. */
export function PictureInput({
  view,
  name,
  label,
  hint = true,
}: {
  view: FormView;
  name: string;
  label: string;
  hint?: boolean;
}) {
  const source = view.fields[name] ?? '';
  const id = inputId(view.form, name);
  return (
    <div className="settings-picture">
      <input type="hidden" name={name} value={source} />
      {source && (
        <figure className="settings-picture__current">
          <StoredPicture source={source} sizes="8rem" lang={view.lang} alt="" width={160} height={120} />
          <figcaption>{view.t('settings.picture.current')}</figcaption>
        </figure>
      )}
      <Field
        id={id}
        name={`${name}.file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
        label={view.t(source ? 'settings.picture.replace' : 'settings.picture.choose', { label })}
        hint={hint ? view.t('settings.picture.hint') : undefined}
        error={view.errors[name]}
      />
    </div>
  );
}
