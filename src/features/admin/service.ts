// What other features' admin screens and the admin pages build on, on the server: the screens'
// field looks and the pages' strings (docs/decisions/166). Kept apart from index.ts, whose layout
// would bring the admin's stylesheets to every page that reads a screen's spec.
export { fieldsFrom, looks, type FieldLook, type ScreenSpec } from './screens.ts';
export { adminStrings } from './strings.ts';
