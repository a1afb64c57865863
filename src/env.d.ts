/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: import('#src/i18n/index.ts').Lang;
    t: import('#src/i18n/index.ts').T;
    /** The page's path, as in English: without the /te prefix. */
    path: string;
    settings: import('#src/features/settings/sections/index.ts').Settings;
    settingsFallbacks: string[];
    /** The signed-in user (session cookie or Bearer token), or null. */
    user: import('#src/features/auth/guard.ts').SessionUser | null;
    /** The visitor's address, set by the HTTP server (behind a trusted proxy: from X-Forwarded-For). */
    clientAddress?: string;
    /** Set by src/app/kept-pages.ts when it looked for this page in the page cache and did not find it. */
    pageCacheMiss?: import('#src/server/page-cache/index.ts').Miss;
    /**
     * The content version this page's reads are kept under (src/server/page-cache/reads.ts); null when it could not be
     * read.
     */
    contentVersion?: string | null;
    /** Sources this page adds to the site's security policy (widenPolicy in src/server/security-headers.ts). */
    policyWidenings?: import('#src/server/security-headers.ts').Policy[];
    /** The one-time message this request took (src/features/auth/flash.ts). */
    flash?: import('#src/ui/Field.tsx').Notice[];
  }
}
