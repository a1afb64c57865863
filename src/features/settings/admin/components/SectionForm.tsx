import type { ReactNode } from 'react';
import { FormNotice } from '#src/ui/Field.tsx';
import { localePath } from '#src/i18n/index.ts';
import { inputId, type FormView } from './view.ts';

interface Props {
  view: FormView;
  /** Sections with files post as multipart. */
  files?: boolean;
  children: ReactNode;
}

/**
 * One section of the settings screen: a real form that posts to the page itself, works without
 * JavaScript and comes back with the typed values, a summary and a message by each field.
 */
export function SectionForm({ view, files, children }: Props) {
  const { form, t } = view;
  const title = t(`settings.section.${form}`);
  const errors = Object.entries(view.errors);
  return (
    <section className="settings-section" id={form} aria-labelledby={`${form}-heading`}>
      <h2 id={`${form}-heading`}>{title}</h2>
      {view.builtIn && <p className="form-notice form-notice--info">{view.builtIn}</p>}
      <FormNotice notice={view.notice} />
      {errors.length > 0 && (
        <div className="settings-summary">
          <p>{t('settings.summary')}</p>
          <ul>
            {errors.map(([name, message]) => (
              <li key={name}>
                <a href={`#${inputId(form, name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        method="post"
        action={`${localePath(view.lang, '/admin/settings')}?form=${form}#${form}`}
        encType={files ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
        noValidate
      >
        <input type="hidden" name="form" value={form} />
        <input type="hidden" name="version" value={view.version} />
        {children}
        <button type="submit" className="button">
          {t('settings.save', { section: title })}
        </button>
      </form>
    </section>
  );
}
