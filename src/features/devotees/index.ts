// What other features use of a devotee: its one schema.
export { devoteeSchema, type DevoteeInput } from './schema.ts';
