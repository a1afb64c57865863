import { fieldsFrom, looks, type FieldLook, type ScreenSpec } from '#src/features/admin/service.ts';
import { activityCreateSchema, activityEditSchema } from '../schema.ts';

/** The activities screen of the admin area: its forms follow the schemas the API validates with. */
const tail: FieldLook[] = [{ name: 'isEnable', kind: 'enable', label: 'admin.form.enable' }, ...looks.telugu];

export const activityScreen: ScreenSpec = {
  kind: 'activities',
  createUrl: '/api/activities',
  itemUrl: '/api/activities/',
  createFields: fieldsFrom(activityCreateSchema, [
    looks.title,
    looks.description,
    looks.image,
    { name: 'color', kind: 'color', label: 'admin.form.color', hint: 'admin.form.colorHint' },
    ...tail,
  ]),
  editFields: fieldsFrom(activityEditSchema, [
    looks.title,
    looks.description,
    { name: 'image', kind: 'imageUrl', label: 'admin.form.imageUrl', hint: 'admin.form.imageUrlHint' },
    looks.newImage,
    { name: 'color', kind: 'color', label: 'admin.form.colorHex', hint: 'admin.form.colorHint' },
    ...tail,
  ]),
  layout: 'grid',
};
