// What pages and other features render of the site's frame: its layout and banner (docs/decisions/166).
export { default as SiteLayout } from './SiteLayout.astro';
export { PageBanner } from './components/PageBanner.tsx';
