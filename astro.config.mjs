// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { MAX_ALBUM_REQUEST } from '#src/server/images/limits.ts';

/**
 * `npm run dev` as `npm start`: the database prepared, then kept pages answered before Astro by
 * src/app/kept-pages.ts. Loaded through the dev server's own module runner (Vite's public API), so
 * these are the very modules Astro's pages and middleware use: one connection, one page cache.
 */
const devServer = {
  name: 'dev-server',
  hooks: {
    /** @param {{ server: import('vite').ViteDevServer }} options */
    'astro:server:setup': async ({ server }) => {
      const runner = /** @type {import('vite').RunnableDevEnvironment} */ (server.environments.ssr).runner;
      /** @returns {Promise<typeof import('./src/app/server.ts')>} */
      const site = () => runner.import('/src/app/server.ts');
      const { db } = (await (await site()).prepare()).connection;
      server.middlewares.use((req, res, next) => {
        site()
          .then((app) => app.keptPages(db, app.getConfig())?.(req, res, {}))
          .then((answered) => answered || next(), next);
      });
    },
  },
};

/**
 * scripts/start.ts takes what it needs of the site (src/app/server.ts) from the server build, as a
 * second entry beside Astro's: the two share their chunks, so each module is loaded once in the
 * process. Rolldown's public `options` hook; the build fails if the entry is not written.
 */
/** @type {import('vite').Plugin} */
const serverProgram = {
  name: 'server-program',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  options(options) {
    const input = options.input;
    if (!input || typeof input !== 'object' || Array.isArray(input)) {
      this.error('server-program: the server build has no named entries to add to');
    }
    options.input = { ...input, app: 'src/app/server.ts' };
    return options;
  },
  generateBundle(_, bundle) {
    if (!('app.mjs' in bundle)) this.error('server-program: dist/server/app.mjs was not written');
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
  integrations: [react({ experimentalDisableStreaming: true }), devServer],
  // In production scripts/start.ts owns the HTTP server (files, bad addresses, 503 until ready, kept pages).
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  // Links and redirects are built without a trailing slash; both forms are served.
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  security: {
    // src/middleware.ts checks the origin of browser writes itself and lets Bearer API clients through
    // (docs/decisions/060).
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
    plugins: [serverProgram],
    ssr: { external: ['node:sqlite'] },
  },
});
