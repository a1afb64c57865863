// What routes, the composition and other features use of this feature on the server (docs/decisions/166).
export { cacheablePages, parentRedirects, publicRoutes } from './routes.ts';
export {
  constructionSlides,
  donationCauseImages,
  heroVideo,
  isMediaName,
  media,
  mediaFallbackSrc,
  mediaSrcSet,
  pageBanners,
  pariharaImages,
  sevaImages,
  siteIcons,
} from './media.ts';
export { demoPhoto } from './demo-photo.ts';
export { accountMenuHtml, withMenuHtml } from './signed-in-page.ts';
