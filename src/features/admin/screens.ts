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

const title: FieldSpec = { name: 'title', kind: 'text', label: 'admin.form.title', required: true };
const description: FieldSpec = { name: 'description', kind: 'textarea', label: 'admin.form.description', required: true };
const telugu: FieldSpec[] = [
  { name: 'titleTe', kind: 'text', label: 'admin.form.titleTe', hint: 'admin.form.teluguHint' },
  { name: 'descriptionTe', kind: 'textarea', label: 'admin.form.descriptionTe' },
];
const image: FieldSpec = { name: 'image', kind: 'image', label: 'admin.form.image', hint: 'admin.form.imageHint', required: true };
const newImage: FieldSpec = { name: 'image', kind: 'newImage', label: 'admin.form.newImage', hint: 'admin.form.newImageHint' };

const eventFields = (picture: FieldSpec): FieldSpec[] => [
  title,
  description,
  { name: 'eventDate', kind: 'date', label: 'admin.form.eventDate', required: true },
  picture,
  { name: 'youtubeLink', kind: 'url', label: 'admin.form.youtubeLink', hint: 'admin.form.youtubeHint' },
  ...telugu,
];

export const eventScreen: ScreenSpec = {
  kind: 'events',
  createUrl: '/api/event',
  itemUrl: '/api/event/',
  createFields: eventFields(image),
  editFields: eventFields(newImage),
  dateField: 'eventDate',
  layout: 'list',
};

export const postScreen: ScreenSpec = {
  kind: 'pujaCards',
  createUrl: '/api/post/posts',
  itemUrl: '/api/post/',
  createFields: [title, description, { name: 'date', kind: 'date', label: 'admin.form.date', required: true }, image, ...telugu],
  editFields: [title, description, { name: 'date', kind: 'date', label: 'admin.form.date', required: true }, newImage, ...telugu],
  dateField: 'date',
  layout: 'list',
};

const activityTail: FieldSpec[] = [{ name: 'isEnable', kind: 'enable', label: 'admin.form.enable' }, ...telugu];

export const activityScreen: ScreenSpec = {
  kind: 'activities',
  createUrl: '/api/activities',
  itemUrl: '/api/activities/',
  createFields: [title, description, image, { name: 'color', kind: 'color', label: 'admin.form.color', hint: 'admin.form.colorHint' }, ...activityTail],
  editFields: [
    title,
    description,
    { name: 'image', kind: 'imageUrl', label: 'admin.form.imageUrl', hint: 'admin.form.imageUrlHint' },
    newImage,
    { name: 'color', kind: 'color', label: 'admin.form.colorHex', hint: 'admin.form.colorHint' },
    ...activityTail,
  ],
  layout: 'grid',
};
