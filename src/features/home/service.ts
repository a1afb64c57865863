// What routes, the composition and other features use of this feature on the server (docs/decisions/166).
export { centreJsonLd } from './centreJsonLd.ts';
export { slidesForPage } from './slidesForPage.ts';
export { heroPreload } from './pictureData.ts';
