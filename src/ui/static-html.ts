import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

/** React 19 hoists resource hints for what it renders (an image's preload); Astro's renderer drops them. */
const RESOURCE_HINT = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/**
 * The HTML of a component without a client directive, the same bytes Astro's React renderer
 * writes for it (it calls renderToString too, astro.config.mjs turning streaming off, and drops
 * the same hints), for a part of a page that is made once and kept (`perSettings`) and written
 * with `set:html`.
 */
export function staticHtml<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToString(createElement(component, props)).replace(RESOURCE_HINT, '');
}
