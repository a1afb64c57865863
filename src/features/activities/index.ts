// What pages and other features render of this feature (docs/decisions/166). Only components whose
// stylesheets every importer already has: one with a stylesheet of its own is imported from its module.
export { default as HomeActivities } from './components/HomeActivities.astro';
