import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The HTML of a component without a client directive, the same bytes Astro's React renderer
 * writes for it (it calls renderToString too: astro.config.mjs turns streaming off), for a part
 * of a page that is made once and kept (`perSettings`) and written with `set:html`.
 */
export function staticHtml<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToString(createElement(component, props));
}
