/**
 * Every public route of the site, with the key of its title and description.
 * The sitemap, the route tests, the accessibility scan and the page-weight budget all read
 * this list, so a new route is covered everywhere by adding it here.
 */
export interface PublicRoute {
  path: string;
  page: string;
  /** Listed in sitemap.xml (false for forms that are not worth indexing). */
  indexed: boolean;
  /**
   * Pages where the visitor interacts may hydrate islands; every other page ships only the header's keyboard script
   * (docs/decisions/116).
   */
  islands?: boolean;
  /** Holds a form that may come back with a field to focus (src/ui/focus-on-load.ts) on a GET too. */
  forms?: boolean;
}

/** The page-weight budget of a first visit, gzip, before images. */
export const pageBudget = {
  staticHtmlCssFontBytes: 150 * 1024,
  /**
   * A static page's only JavaScript: the header's keyboard script (menu-keyboard.ts), inline, about
   * 0.5 KB gzip; no script file (docs/decisions/116).
   */
  staticInlineJsBytes: 768,
  islandJsBytes: 80 * 1024,
};

export const publicRoutes: PublicRoute[] = [
  { path: '/', islands: true, page: 'home', indexed: true },
  { path: '/aboutus', page: 'aboutus', indexed: true },
  { path: '/events/previousevents', islands: true, page: 'previousevents', indexed: true },
  { path: '/events/upcomingevents', page: 'upcomingevents', indexed: true },
  { path: '/activities/parihara', page: 'parihara', indexed: true },
  { path: '/activities/adyatmikam', page: 'adyatmikam', indexed: true },
  { path: '/activities/samajaseva', page: 'samajaseva', indexed: true },
  { path: '/activities/pujalu', page: 'pujalu', indexed: true },
  { path: '/vastu', islands: true, forms: true, page: 'vastu', indexed: true },
  { path: '/devalaya', islands: true, forms: true, page: 'devalaya', indexed: true },
  { path: '/gallery', islands: true, page: 'gallery', indexed: true },
  { path: '/panchangam', page: 'panchangam', indexed: true },
  { path: '/contactus', islands: true, forms: true, page: 'contactus', indexed: true },
  { path: '/contact', islands: true, forms: true, page: 'contact', indexed: true },
  { path: '/donate', page: 'donate', indexed: true },
  { path: '/book', page: 'booklist', indexed: true },
  { path: '/donationpayment', islands: true, forms: true, page: 'donationpayment', indexed: true },
  { path: '/login', islands: true, forms: true, page: 'login', indexed: false },
  { path: '/signup', islands: true, forms: true, page: 'signup', indexed: false },
  { path: '/forgot', islands: true, forms: true, page: 'forgot', indexed: false },
  { path: '/setpassword', islands: true, forms: true, page: 'setpassword', indexed: false },
  { path: '/complete', page: 'complete', indexed: false },
  { path: '/privacy&policy', page: 'privacy', indexed: true },
  { path: '/cancellation&refund', page: 'refund', indexed: true },
  { path: '/shipping', page: 'shipping', indexed: true },
  { path: '/terms&conditions', page: 'terms', indexed: true },
  { path: '/booking', page: 'findBooking', indexed: false },
];

/** A record's own page, by one example, for the page-weight budget (bench:pages): not in the sitemap. */
export const recordPageSamples: PublicRoute[] = [
  { path: '/book/chandi-homam', islands: true, page: 'book', indexed: false },
];
/**
 * The page keys (SiteLayout's `page`) of the listed pages without a form to focus on a GET: they
 * do not load src/ui/focus-on-load.ts unless they answer a POST (docs/decisions/116). A page
 * that is not listed (the account) always loads it.
 */
export const pagesWithoutFocusTarget: ReadonlySet<string> = new Set(
  [...publicRoutes, ...recordPageSamples].filter((r) => !r.forms).map((r) => r.page),
);
/**
 * Pages for a signed-in visitor only: an anonymous one is sent to sign in, so they are in no public
 * list. The page-weight budget (bench:pages) visits them signed in, with a booking on the account.
 */
export const signedInRoutes: PublicRoute[] = [
  { path: '/account', forms: true, page: 'account', indexed: false },
  { path: '/account/data', forms: true, page: 'accountData', indexed: false },
];

/** Parents in the menu that answer with their first child. */
export const parentRedirects: Record<string, string> = {
  '/events': '/events/previousevents',
  '/activities': '/activities/parihara',
  // The footer's 'Poojaalu' link points here; the page lives at /activities/pujalu.
  '/activities/poojalu': '/activities/pujalu',
};

/** Public routes whose page is about the visitor, not the centre: sign-in and payment forms. */
const personalPages = new Set([
  '/login',
  '/signup',
  '/forgot',
  '/setpassword',
  '/complete',
  '/donationpayment',
  '/booking',
]);

/** Public routes that show places left, which change with every booking: never kept. */
const livePages = new Set(['/book']);

/**
 * The pages the page cache may keep: the public ones, minus the personal ones; admin, API and upload paths are never
 * here.
 */
export const cacheablePages: ReadonlySet<string> = new Set(
  publicRoutes.map((r) => r.path).filter((p) => !personalPages.has(p) && !livePages.has(p)),
);
