// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { postSettings, NO_ROW, type FormState } from './admin/submit.ts';
// The setup checklist of /admin/settings and /admin/pages: it reads the page texts, which save through settings.
export { setupChecklist } from './setup.ts';
