import { fieldsFrom, looks, type FieldLook, type ScreenSpec } from '#src/features/admin/service.ts';
import { eventCreateSchema, eventEditSchema } from '../schema.ts';

/** The events screen of the admin area: its forms follow the schemas the API validates with. */
const fields = (picture: FieldLook): FieldLook[] => [
  looks.title,
  looks.description,
  { name: 'eventDate', kind: 'date', label: 'admin.form.eventDate' },
  picture,
  { name: 'youtubeLink', kind: 'url', label: 'admin.form.youtubeLink', hint: 'admin.form.youtubeHint' },
  ...looks.telugu,
];

export const eventScreen: ScreenSpec = {
  kind: 'events',
  createUrl: '/api/event',
  itemUrl: '/api/event/',
  createFields: fieldsFrom(eventCreateSchema, fields(looks.image)),
  editFields: fieldsFrom(eventEditSchema, fields(looks.newImage)),
  dateField: 'eventDate',
  layout: 'list',
};
