// What pages and other features render or check of the puja catalogue (docs/decisions/167): its rows,
// offered days, names, start times and schema. Plain TypeScript, no component: a booking's server code
// takes these, and a script run by node without a build (tests/support/sweep-holds.ts) loads no .tsx.
export { addDays, dayProblem, offeredDays, pujaName, type PujaRow } from './catalogue.ts';
export type { PujaCategory } from './tables.ts';
export { pujaCategories, pujaLimits, pujaSchema } from './puja-schema.ts';
export { startLine, startParagraph, startTimeOn, startsByDay } from './start-times.ts';
