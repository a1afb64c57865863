import { readdirSync } from 'node:fs';

/**
 * Features use each other, and routes and the composition (src/app, src/middleware.ts) use features,
 * only through a feature's service.ts (what runs on the server) or index.ts (what a page renders):
 * docs/decisions/166. The allow-lists below are the imports not yet moved behind them, or kept out
 * on purpose (a stylesheet, an island, node's scripts), each with its reason; shrink them, never grow.
 */
export const featureNames = readdirSync(new URL('../src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The imports not yet moved behind an entry point: module path under src/features/ → reason. */
const pending = (reason, modules) => Object.fromEntries(modules.map((module) => [escape(module), reason]));

/** Reasons an import stays outside the entry points for good, not for want of time. */
const styled =
  'A component with a stylesheet of its own: through index.ts that stylesheet would land on every page importing the index.';
const island =
  'An island: the page hydrates it from the module it names, so through index.ts its bundle would carry the rest.';
const browserIndex =
  "The feature's index.ts is read by islands: a page or a stylesheet there would go into their bundles.";
const loadedByNode =
  "The feature's index.ts is loaded by services, and so by node's scripts, which cannot load a component (.tsx).";
const schemaCycle =
  'Read as a module loads (a schema, an API document): through service.ts an import cycle would reach it unset.';
const astroIndex =
  "The feature's index.ts holds an .astro part: a component (.tsx) importing it could not be tested or hydrated.";
const sheet = 'A stylesheet imported for its own sake, which no entry point carries.';
const serverComponent =
  'A component that formats with server code: index.ts stays fit for the browser, and a component takes no service.ts.';

/**
 * Modules a feature may still import from another: importing feature → module paths under src/features/,
 * each list with its reason (80 imports).
 */
export const featureExceptions = {
  account: {
    ...pending(schemaCycle, ['auth/schema.ts']),
    ...pending(astroIndex, ['data-rights/components/AccountDataLink.tsx']),
  },
  auth: {
    ...pending(schemaCycle, ['data-rights/schema.ts']),
  },
  bookings: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'auth/cookies.ts',
      'citizenship/api-doc.ts',
      'citizenship/schema.ts',
      'data-rights/consent.ts',
      'data-rights/schema.ts',
      'page-texts/content/ashramPuja.ts',
      'page-texts/content/parihara.ts',
      'payments/gateway-payments.ts',
      'payments/receipt-document.ts',
      'payments/refund.ts',
      'payments/schema.ts',
    ]),
    ...pending("Table types for a query that joins another feature's table.", ['citizenship/tables.ts']),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'citizenship/components/CitizenshipFieldset.tsx',
      'citizenship/components/FcraPayment.tsx',
      'citizenship/components/strings.ts',
      'payments/components/UtrForm.tsx',
      'payments/components/payment.css',
    ]),
  },
  contact: {
    ...pending(astroIndex, ['site/components/SocialLinks.tsx']),
  },
  'counter-bookings': {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'bookings/catalogue.ts',
      'bookings/declaration.ts',
      'bookings/keys.ts',
      'bookings/lifecycle.ts',
      'bookings/money.ts',
      'bookings/receipt.ts',
      'bookings/repo.ts',
      'bookings/schema.ts',
      'bookings/view.ts',
    ]),
    ...pending(sheet, ['donations/counter/components/counter.css']),
  },
  donations: {
    ...pending(styled, ['citizenship/components/CitizenshipFieldset.tsx']),
    ...pending(serverComponent, ['citizenship/components/DeclarationFacts.tsx']),
    ...pending(loadedByNode, ['citizenship/components/FcraPayment.tsx', 'payments/components/UtrForm.tsx']),
    ...pending(sheet, ['payments/components/payment.css']),
    ...pending(schemaCycle, ['data-rights/schema.ts', 'payments/latin-name.ts']),
  },
  home: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", ['settings/uploaded.ts']),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'page-texts/components/StoredPicture.tsx',
    ]),
  },
  office: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'bookings/catalogue.ts',
      'bookings/late-utr.ts',
    ]),
    ...pending("Table types for a query that joins another feature's table.", ['bookings/tables.ts']),
  },
  'page-texts': {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'donations/cause-tax.ts',
      'settings/checklist.ts',
      'settings/save.ts',
      'settings/sections/about.ts',
      'settings/uploaded.ts',
      'site/media.ts',
    ]),
    ...pending("Table types for a query that joins another feature's table.", ['donations/tables.ts']),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'site/components/Picture.tsx',
    ]),
  },
  settings: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'bookings/seed.ts',
      'page-texts/checklist.ts',
      'site/media.ts',
    ]),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'page-texts/components/StoredPicture.tsx',
    ]),
  },
};

/** Modules a route may still import, each list with its reason (124 imports of 87 modules). */
export const routeExceptions = {
  ...pending("A route file re-exports the feature's handlers (GET, POST); to move behind service.ts.", [
    'bookings/admin-api.ts',
    'bookings/api.ts',
    'page-texts/api.ts',
  ]),
  ...pending("A component or layout the page renders; to be re-exported from the feature's index.ts.", [
    'bookings/admin/BookingList.tsx',
    'bookings/admin/PrintList.tsx',
    'bookings/admin/PujaAdmin.tsx',
    'bookings/admin/WaitlistTable.tsx',
    'bookings/components/BookList.tsx',
    'bookings/components/BookingForm.tsx',
    'bookings/components/BookingStatus.tsx',
    'bookings/components/DayCalendar.tsx',
    'bookings/components/FindBooking.tsx',
    'bookings/components/PujaTimes.tsx',
    'bookings/components/WaitlistForm.tsx',
    'bookings/components/calendar-labels.ts',
    'page-texts/admin/PageForm.tsx',
    'page-texts/admin/PageSections.tsx',
    'page-texts/components/AboutStory.tsx',
    'page-texts/components/BannerPicture.tsx',
    'page-texts/components/CauseCards.tsx',
    'page-texts/components/PariharaList.tsx',
    'page-texts/components/PolicyBody.tsx',
    'page-texts/components/PolicyPage.astro',
    'page-texts/components/PracticeList.tsx',
    'page-texts/components/PujaSchedule.tsx',
    'page-texts/components/SevaGrid.tsx',
    'page-texts/components/pages.css',
    'settings/admin/components/FcraFields.tsx',
    'settings/admin/components/HomeMediaFields.tsx',
    'settings/admin/components/PrivacyFields.tsx',
    'settings/admin/components/SectionFields.tsx',
    'settings/admin/components/SectionForm.tsx',
    'settings/admin/components/SetupChecklist.tsx',
    'settings/admin/components/settings.css',
    'settings/admin/components/view.ts',
  ]),
  ...pending("A guard, form handler or view the page calls; to be exported from the feature's service.ts.", [
    'bookings/admin/actions.ts',
    'bookings/admin/list.ts',
    'bookings/admin/puja-actions.ts',
    'bookings/book-list.ts',
    'bookings/catalogue-service.ts',
    'bookings/find-forms.ts',
    'bookings/forms.ts',
    'bookings/keys.ts',
    'bookings/receipt-download.ts',
    'bookings/repo.ts',
    'bookings/seed.ts',
    'bookings/shipping.ts',
    'bookings/start-times.ts',
    'bookings/waitlist-forms.ts',
    'page-texts/about.ts',
    'page-texts/admin/page-form.css',
    'page-texts/admin/sections.ts',
    'page-texts/admin/submit.ts',
    'page-texts/bilingual.ts',
    'page-texts/content/ashramPuja.ts',
    'page-texts/content/parihara.ts',
    'page-texts/schema.ts',
    'settings/admin/forms.ts',
    'settings/admin/submit.ts',
    'settings/setup.ts',
  ]),
  ...pending(island, [
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
  ...pending(loadedByNode, ['panchangam/components/MonthlyNextDays.tsx']),
  ...pending(sheet, ['auth/components/AuthForms.css']),
};

/** Modules the composition (src/app, src/middleware.ts) may still import, held as a route is (5 imports of 5 modules). */
export const appExceptions = {
  ...pending("Modules not yet exported from their feature's service.ts.", [
    'bookings/api-doc.ts',
    'bookings/expiry.ts',
    'bookings/seed.ts',
    'bookings/series-reminders.ts',
    'page-texts/api-doc.ts',
  ]),
};

const alternatives = (exceptions) => Object.keys(exceptions).join('|') || '(?!)';

/**
 * The no-restricted-imports pattern that keeps `own` (a feature, or none for a route or the composition) to the
 * entry points.
 */
export function boundaryPattern(own, exceptions = {}) {
  const other = own ? `(?!${escape(own)}/)` : '';
  return {
    regex: `^#src/features/${other}(?![\\w-]+/(?:service|index)\\.ts$)(?!(?:${alternatives(exceptions)})$)`,
    message: own
      ? 'Another feature is used through its service.ts or index.ts (docs/decisions/166); export what you need there.'
      : 'Routes and src/app use a feature through its service.ts or index.ts (docs/decisions/166); export it there.',
  };
}
