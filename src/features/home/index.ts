// What pages and other features render of this feature (docs/decisions/166). Only components whose
// stylesheets every importer already has: one with a stylesheet of its own is imported from its module.
export { BookPujaBlock } from './BookPujaBlock.tsx';
export { CONSTRUCTION_TRACK_ID, ConstructionSlides } from './ConstructionSlides.tsx';
export { FounderBlock } from './FounderBlock.tsx';
export { HomeHero } from './HomeHero.tsx';
