// What may run in the browser too: components and other features take it from here; the server side is service.ts.
export { type Settings } from './sections/index.ts';
export { fcraReady, fcraSeed, type FcraSettings } from './sections/fcra.ts';
