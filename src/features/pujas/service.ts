// What runs on the server of the puja catalogue (docs/decisions/167): its reads, the office's changes
// (screen and API), its pictures and the first catalogue. A booking's lifecycle (src/features/bookings)
// uses the catalogue through here and index.ts only.
export { allPujas, enabledPujas, pujaBySlug, pujaCards } from './lists.ts';
export { selectPuja, selectPujas } from './repo.ts';
export { pujaJson, pujaPicture } from './catalogue-service.ts';
export { pariharaSlugs, seedPujaCatalogue, seedPujas } from './seed.ts';
