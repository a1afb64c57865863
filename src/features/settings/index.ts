// What may run in the browser too: components and other features take it from here; the server side is service.ts.
export { type Settings } from './sections/index.ts';
export { fcraReady, fcraSeed, type FcraSettings } from './sections/fcra.ts';
export { aboutSchema } from './sections/about.ts';
export { uploadedSrcSet } from './uploaded.ts';
export { isDemoText, leaves, short, type DemoValue } from './checklist.ts';
// The settings screen's forms as values; its components stay out, for server code imports this file too.
export { fieldsOfForm, formIds, formSection, type FormId } from './admin/forms.ts';
export type { FormView } from './admin/components/view.ts';
