import type { z } from 'zod';

/**
 * What each content screen's forms hold. Plain data, so an Astro page can hand it to its island.
 * Labels and hints are dictionary keys (src/features/admin/i18n).
 */
export type FieldKind = 'text' | 'textarea' | 'date' | 'url' | 'image' | 'newImage' | 'imageUrl' | 'color' | 'enable';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: string;
  hint?: string;
  required?: boolean;
}

export type ScreenKind = 'events' | 'pujaCards' | 'activities';

export interface ScreenSpec {
  kind: ScreenKind;
  createUrl: string;
  /** The record's address is this plus its id. */
  itemUrl: string;
  createFields: FieldSpec[];
  editFields: FieldSpec[];
  /** The record's date field shown on its card (dd/MM/yyyy). */
  dateField?: 'eventDate' | 'date';
  layout: 'list' | 'grid';
}

/** A field as a screen draws it; whether it is required comes from the schema. */
export type FieldLook = Omit<FieldSpec, 'required'>;

/**
 * The fields of a screen's form: names, order and looks as given, whether each is required as
 * the schema that validates the form says (a field that may be left out parses as undefined).
 * A name the schema does not know is a mistake, and stops the build of the page.
 */
export function fieldsFrom(schema: z.ZodObject, looks: FieldLook[]): FieldSpec[] {
  return looks.map((look) => {
    const field = schema.shape[look.name] as z.ZodType | undefined;
    if (!field) throw new Error(`The form field ${look.name} is not in its schema`);
    return { ...look, required: !field.safeParse(undefined).success };
  });
}

/** The looks most content forms share. */
export const looks = {
  title: { name: 'title', kind: 'text', label: 'admin.form.title' },
  description: { name: 'description', kind: 'textarea', label: 'admin.form.description' },
  telugu: [
    { name: 'titleTe', kind: 'text', label: 'admin.form.titleTe', hint: 'admin.form.teluguHint' },
    { name: 'descriptionTe', kind: 'textarea', label: 'admin.form.descriptionTe' },
  ],
  image: { name: 'image', kind: 'image', label: 'admin.form.image', hint: 'admin.form.imageHint' },
  newImage: { name: 'image', kind: 'newImage', label: 'admin.form.newImage', hint: 'admin.form.newImageHint' },
} satisfies Record<string, FieldLook | FieldLook[]>;
