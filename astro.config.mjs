// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { MAX_ALBUM_REQUEST } from '#src/server/images/limits.ts';

/** `npm run dev` prepares the database as `npm start` does (the production server never runs this). */
const prepareOnDev = {
  name: 'prepare-on-dev',
  hooks: {
    'astro:server:setup': async () => {
      const { prepare } = await import('#src/app/prepare.ts');
      await prepare();
    },
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({
    mode: 'middleware',
    // A page is sent once it is whole: an error while rendering becomes the error page, never a
    // page cut off half-way (docs/decisions/110). Pages are small and the page cache keeps them whole anyway.
    experimentalDisableStreaming: true,
    // The last guard: no route takes more than an album upload; each handler's reader has its own, smaller limit.
    bodySizeLimit: MAX_ALBUM_REQUEST + 1024 * 1024,
  }),
  integrations: [react(), prepareOnDev],
  // In production scripts/start.ts owns the HTTP server (static files, compression, bad URLs).
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  // Links and redirects are built without a trailing slash; both forms are served.
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  security: {
    // src/middleware.ts checks the origin of browser writes itself and lets Bearer API clients through (docs/decisions/060).
    checkOrigin: false,
    // Astro hashes every inline script it emits (island loader, a page's own <script>) into a
    // Content-Security-Policy header on each page it renders; src/server/security-headers.ts
    // merges that into the site's policy, so scripts need no 'unsafe-inline' (docs/decisions/111).
    csp: {
      scriptDirective: { resources: ["'self'"] },
      // Styles keep 'unsafe-inline' (style attributes, styles a library injects). With it Astro
      // writes no style hashes, which would make browsers ignore it.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    ssr: { external: ['node:sqlite'] },
  },
});
