// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

/** `npm run dev` prepares the database as `npm start` does (the production server never runs this). */
const prepareOnDev = {
  name: 'prepare-on-dev',
  hooks: {
    'astro:server:setup': async () => {
      const { prepare } = await import('./src/server/boot.ts');
      await prepare();
    },
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), prepareOnDev],
  // In production scripts/start.ts owns the HTTP server (static files, compression, bad URLs).
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  // Links and redirects are built without a trailing slash; both forms are served.
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  security: {
    // src/middleware.ts checks the origin of browser writes itself and lets Bearer API clients through (docs/decisions/060).
    checkOrigin: false,
    // Astro hashes every inline script it emits (island loader, a page's own <script>) into a
    // Content-Security-Policy header on each page it renders; src/server/security-headers.ts
    // merges that into the site's policy, so scripts need no 'unsafe-inline' (docs/decisions/110).
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
