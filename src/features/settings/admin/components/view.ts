import type { T } from '#src/i18n/index.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { FormId } from '../forms.ts';
import type { Fields } from '../paths.ts';

/** What one section form draws: its values, messages already in the page's language. */
export interface FormView {
  form: FormId;
  t: T;
  lang: 'en' | 'te';
  fields: Fields;
  errors: Record<string, string>;
  notice?: Notice;
  /** The hidden version the save starts from. */
  version: string;
  /** Set when the section shows built-in values. */
  builtIn?: string;
}

export const inputId = (form: FormId, name: string) => `${form}-${name.replace(/\./g, '-')}`;
