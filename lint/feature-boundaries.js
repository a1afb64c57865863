import { readdirSync } from 'node:fs';

/**
 * Features use each other only through a feature's service.ts (what runs on the server) or index.ts (what a
 * page renders); routes and the composition (src/app, src/middleware.ts) also through its handlers.ts (the
 * handlers of its requests): docs/decisions/166. The allow-lists below are the imports kept out of them on
 * purpose (a stylesheet, an island, node's scripts, a cycle), each with its reason; shrink them, never grow.
 */
export const featureNames = readdirSync(new URL('../src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Imports kept outside the entry points: module path under src/features/ → reason. */
const pending = (reason, modules) => Object.fromEntries(modules.map((module) => [escape(module), reason]));

/** Reasons an import stays outside the entry points for good, not for want of time. */
const styled =
  'A component with a stylesheet of its own: through index.ts that stylesheet would land on every page ' +
  'importing the index.';
const island =
  'An island: the page hydrates it from the module it names, so through index.ts its bundle would carry the rest.';
const browserIndex =
  "The feature's index.ts is read by islands: a page or a stylesheet there would go into their bundles.";
const loadedByNode =
  "The feature's index.ts is loaded by services, and so by node's scripts, which cannot load a component (.tsx).";
const formSchema =
  "A schema the feature's form components read too: a component takes no service.ts, and node's services " +
  'cannot load that index.ts (components, an .astro part).';
const astroIndex =
  "The feature's index.ts holds an .astro part: a component (.tsx) importing it could not be tested or hydrated.";
const styledIndex =
  "The feature's index.ts carries stylesheets (page-texts' pages.css) that pages rendering this component do not have.";
const cycle =
  "The feature's service.ts loads the importer's service.ts: importing it would close an import cycle between the two.";
const sheet = 'A stylesheet imported for its own sake, which no entry point carries.';
const serverComponent =
  'A component that formats with server code: index.ts stays fit for the browser, and a component takes no service.ts.';

/**
 * Modules a feature may still import from another: importing feature → module paths under src/features/,
 * each list with its reason (29 imports).
 */
export const featureExceptions = {
  account: {
    ...pending(formSchema, ['auth/schema.ts']),
    ...pending(astroIndex, ['data-rights/components/AccountDataLink.tsx']),
  },
  auth: {
    ...pending(formSchema, ['data-rights/schema.ts']),
  },
  bookings: {
    ...pending(styled, ['citizenship/components/CitizenshipFieldset.tsx']),
    ...pending(loadedByNode, ['citizenship/components/FcraPayment.tsx', 'payments/components/UtrForm.tsx']),
    ...pending(sheet, ['payments/components/payment.css']),
    ...pending(formSchema, ['data-rights/schema.ts']),
  },
  contact: {
    ...pending(astroIndex, ['site/components/SocialLinks.tsx']),
  },
  'counter-bookings': {
    ...pending(sheet, ['donations/counter/components/counter.css']),
  },
  donations: {
    ...pending(styled, ['citizenship/components/CitizenshipFieldset.tsx']),
    ...pending(serverComponent, ['citizenship/components/DeclarationFacts.tsx']),
    ...pending(loadedByNode, ['citizenship/components/FcraPayment.tsx', 'payments/components/UtrForm.tsx']),
    ...pending(sheet, ['payments/components/payment.css']),
    ...pending(formSchema, ['data-rights/schema.ts']),
  },
  home: {
    ...pending(styledIndex, ['page-texts/components/StoredPicture.tsx']),
  },
  'page-texts': {
    ...pending(astroIndex, ['site/components/Picture.tsx', 'site/media.ts']),
    ...pending(cycle, ['donations/cause-tax.ts', 'donations/tables.ts']),
  },
  settings: {
    ...pending(styledIndex, ['page-texts/components/StoredPicture.tsx']),
  },
};

/** Modules a route may still import, each list with its reason (53 imports of 46 modules). */
export const routeExceptions = {
  ...pending(
    'A component the page renders whose stylesheet or .astro part (page-texts) would reach every importer of index.ts.',
    ['page-texts/admin/PageForm.tsx', 'page-texts/components/PolicyPage.astro'],
  ),
  ...pending(loadedByNode, [
    'settings/admin/components/FcraFields.tsx',
    'settings/admin/components/HomeMediaFields.tsx',
    'settings/admin/components/PrivacyFields.tsx',
    'settings/admin/components/SectionFields.tsx',
    'settings/admin/components/SectionForm.tsx',
    'settings/admin/components/SetupChecklist.tsx',
  ]),
  ...pending(sheet, ['page-texts/admin/page-form.css', 'settings/admin/components/settings.css']),
  ...pending(island, [
    'bookings/components/DayCalendar.tsx',
    'admin/components/GalleryAdmin.tsx',
    'admin/components/RecordAdmin.tsx',
    'contact/components/ContactForm.tsx',
    'donations/components/DonationForm.tsx',
    'donations/counter/components/CounterForm.tsx',
    'events/components/VideoPlayer.tsx',
    'gallery/components/PhotoViewer.tsx',
    'home/ConstructionCarousel.tsx',
  ]),
  ...pending(styled, [
    'bookings/admin/BookingList.tsx',
    'bookings/admin/PrintList.tsx',
    'bookings/components/BookList.tsx',
    'bookings/components/BookingForm.tsx',
    'bookings/components/BookingStatus.tsx',
    'bookings/components/FindBooking.tsx',
    'pujas/admin/PujaAdmin.tsx',
    'auth/admin/UserList.tsx',
    'data-rights/admin/DataRequestList.tsx',
    'data-rights/components/DataRightsPage.tsx',
    'auth/components/ForgotForm.tsx',
    'auth/components/LoginForm.tsx',
    'auth/components/ResetForm.tsx',
    'auth/components/SignupForm.tsx',
    'contact/admin/InquiryList.tsx',
    'donations/admin/DonationList.tsx',
    'donations/components/PaymentPanel.tsx',
    'donations/counter/components/CounterReceipt.tsx',
    'donations/tax-forms/admin/TaxFormsPage.tsx',
    'events/components/HomeUpcomingEvents.astro',
  ]),
  ...pending(browserIndex, [
    'panchangam/PanchangamPage.astro',
    'panchangam/components/FestivalList.tsx',
    'panchangam/components/TodayPanchangam.tsx',
  ]),
  ...pending(serverComponent, ['panchangam/festival-days/admin/FestivalAdmin.tsx']),
  ...pending(loadedByNode, ['panchangam/components/MonthlyNextDays.tsx', 'pujas/components/PujaTimes.tsx']),
  ...pending(sheet, ['auth/components/AuthForms.css']),
};

/** Modules the composition (src/app, src/middleware.ts) may still import, held as a route is (none). */
export const appExceptions = {};

const alternatives = (exceptions) => Object.keys(exceptions).join('|') || '(?!)';

/**
 * The no-restricted-imports pattern that keeps `own` (a feature, or none for a route or the composition) to the
 * entry points.
 */
export function boundaryPattern(own, exceptions = {}) {
  const other = own ? `(?!${escape(own)}/)` : '';
  // handlers.ts is the top of the graph: it may use any feature, so a feature importing one would close a cycle.
  const entries = own ? 'service|index' : 'service|index|handlers';
  return {
    regex: `^#src/features/${other}(?![\\w-]+/(?:${entries})\\.ts$)(?!(?:${alternatives(exceptions)})$)`,
    message: own
      ? 'Another feature is used through its service.ts or index.ts (docs/decisions/166); export what you need there.'
      : 'Routes and src/app use a feature through its handlers.ts, service.ts or index.ts (docs/decisions/166).',
  };
}
