// After a form comes back from the server with errors, the focus goes to its first invalid
// field, whose label and message a screen reader then reads (WCAG 3.3.1, 2.4.3); a page may
// instead name the element to focus with data-focus-on-load (the donation form's new family
// row). Without this the reloaded page leaves the focus on <body>, at the top of the page.
// Loaded as a page script by the admin layout and, through site/components/FocusOnLoad.astro,
// by the site layout on the pages that can have such a field (docs/decisions/116).

// The element the server marked `autofocus` comes first: the browser may not have focused it yet
// when this runs, and it is what the page focuses without JavaScript too (docs/decisions/147).
const target =
  document.querySelector<HTMLElement>('main [autofocus]') ??
  document.querySelector<HTMLElement>('[data-focus-on-load]') ??
  document.querySelector<HTMLElement>('main form [aria-invalid="true"]');
if (target && (document.activeElement === null || document.activeElement === document.body)) {
  target.focus();
}
