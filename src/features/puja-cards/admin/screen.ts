import { fieldsFrom, looks, type FieldLook, type ScreenSpec } from '#src/features/admin/service.ts';
import { pujaCardCreateSchema, pujaCardEditSchema } from '../schema.ts';

/** The puja cards screen of the admin area: its forms follow the schemas the API validates with. */
const fields = (picture: FieldLook): FieldLook[] => [
  looks.title,
  looks.description,
  { name: 'date', kind: 'date', label: 'admin.form.date' },
  picture,
  ...looks.telugu,
];

export const pujaCardScreen: ScreenSpec = {
  kind: 'pujaCards',
  createUrl: '/api/post/posts',
  itemUrl: '/api/post/',
  createFields: fieldsFrom(pujaCardCreateSchema, fields(looks.image)),
  editFields: fieldsFrom(pujaCardEditSchema, fields(looks.newImage)),
  dateField: 'date',
  layout: 'list',
};
