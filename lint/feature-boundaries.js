import { readdirSync } from 'node:fs';

/**
 * Features use each other, and routes use features, only through a feature's service.ts (what
 * runs on the server) or index.ts (what a page renders): docs/decisions/166. The allow-lists
 * below are the imports not yet moved behind them, each with its reason; shrink them, never grow.
 */
export const featureNames = readdirSync(new URL('../src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The imports not yet moved behind an entry point: module path under src/features/ → reason. */
const pending = (reason, modules) => Object.fromEntries(modules.map((module) => [escape(module), reason]));

/**
 * Modules a feature may still import from another: importing feature → module paths under src/features/,
 * each list with its reason (112 imports).
 */
export const featureExceptions = {
  account: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'auth/schema.ts',
      'donations/tax-forms/account-json.ts',
      'donations/tax-forms/repo.ts',
    ]),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'data-rights/components/AccountDataLink.tsx',
      'donations/tax-forms/AccountCertificates.tsx',
    ]),
  },
  activities: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'admin/screens.ts',
      'site/demo-photo.ts',
    ]),
  },
  admin: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'office/todo.ts',
      'site/media.ts',
    ]),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'auth/components/ProfileMenu.tsx',
    ]),
  },
  auth: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'data-rights/consent.ts',
      'data-rights/schema.ts',
    ]),
  },
  bookings: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'auth/cookies.ts',
      'citizenship/api-doc.ts',
      'citizenship/schema.ts',
      'data-rights/consent.ts',
      'data-rights/schema.ts',
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
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'site/components/SocialLinks.tsx',
    ]),
  },
  'counter-bookings': {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'citizenship/schema.ts',
      'donations/counter/cash-day.ts',
      'donations/counter/schema.ts',
      'donations/counter/service.ts',
      'donations/receipt.ts',
      'donations/repo.ts',
      'donations/schema.ts',
      'payments/receipt-document.ts',
    ]),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'donations/counter/components/Choices.tsx',
      'donations/counter/components/ContactRow.tsx',
      'donations/counter/components/counter.css',
    ]),
  },
  'data-rights': {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", ['donations/identity.ts']),
  },
  donations: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'citizenship/api-doc.ts',
      'citizenship/schema.ts',
      'data-rights/consent.ts',
      'data-rights/schema.ts',
      'payments/gateway-payments.ts',
      'payments/latin-name.ts',
      'payments/money.ts',
      'payments/receipt-document.ts',
      'payments/schema.ts',
    ]),
    ...pending("Table types for a query that joins another feature's table.", ['citizenship/tables.ts']),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'citizenship/components/CitizenshipFieldset.tsx',
      'citizenship/components/DeclarationFacts.tsx',
      'citizenship/components/FcraPayment.tsx',
      'citizenship/components/strings.ts',
      'payments/components/UtrForm.tsx',
      'payments/components/payment.css',
    ]),
  },
  events: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'admin/screens.ts',
      'site/demo-photo.ts',
    ]),
  },
  gallery: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'puja-cards/demo.ts',
      'site/demo-photo.ts',
    ]),
  },
  home: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", ['site/media.ts']),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      // Kept: page-texts/index.ts would bring pages.css along, and this component has no stylesheet.
      'page-texts/components/StoredPicture.tsx',
    ]),
  },
  office: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'contact/submit.ts',
      'payments/ledger.ts',
    ]),
    ...pending("Table types for a query that joins another feature's table.", ['payments/tables.ts']),
  },
  'page-texts': {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'donations/cause-tax.ts',
      'site/media.ts',
    ]),
    ...pending("Table types for a query that joins another feature's table.", ['donations/tables.ts']),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'site/components/Picture.tsx',
    ]),
  },
  'puja-cards': {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'admin/screens.ts',
      'site/demo-photo.ts',
    ]),
  },
  pujas: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", [
      'page-texts/content/ashramPuja.ts',
      'page-texts/content/parihara.ts',
    ]),
  },
  reconciliation: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", ['payments/ledger.ts']),
    ...pending("Table types for a query that joins another feature's table.", ['payments/tables.ts']),
  },
  settings: {
    ...pending("Modules not yet exported from their feature's service.ts or index.ts.", ['site/media.ts']),
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      // Kept: page-texts/index.ts would bring pages.css along, and this component has no stylesheet.
      'page-texts/components/StoredPicture.tsx',
    ]),
  },
  site: {
    ...pending("A component its screens render; to be re-exported from that feature's index.ts.", [
      'auth/components/ProfileMenu.tsx',
    ]),
  },
};

/** Modules a route may still import, each list with its reason (188 imports of 126 modules). */
export const routeExceptions = {
  ...pending("A route file re-exports the feature's handlers (GET, POST); to move behind service.ts.", [
    'account/api.ts',
    'activities/api.ts',
    'auth/api.ts',
    'contact/api.ts',
    'counter-bookings/api.ts',
    'data-rights/api.ts',
    'donations/admin-api.ts',
    'donations/counter/api.ts',
    'donations/payments-api.ts',
    'donations/tax-forms/api.ts',
    'events/api.ts',
    'gallery/api.ts',
    'office/api.ts',
    'panchangam/api.ts',
    'puja-cards/api.ts',
    'reconciliation/api.ts',
  ]),
  ...pending("A component or layout the page renders; to be re-exported from the feature's index.ts.", [
    'account/components/AccountPage.tsx',
    'activities/components/HomeActivities.astro',
    'admin/components/GalleryAdmin.tsx',
    'admin/components/RecordAdmin.tsx',
    'audit/admin/AuditFilters.tsx',
    'audit/admin/AuditList.tsx',
    'auth/admin/UserList.tsx',
    'auth/components/AuthForms.css',
    'auth/components/ForgotForm.tsx',
    'auth/components/LoginForm.tsx',
    'auth/components/ResetForm.tsx',
    'auth/components/SignupForm.tsx',
    'bookings/admin/BookingList.tsx',
    'bookings/admin/PrintList.tsx',
    'bookings/components/BookList.tsx',
    'bookings/components/BookingForm.tsx',
    'bookings/components/BookingStatus.tsx',
    'bookings/components/DayCalendar.tsx',
    'bookings/components/FindBooking.tsx',
    'contact/admin/InquiryList.tsx',
    'contact/components/ContactForm.tsx',
    'contact/components/ContactInfo.tsx',
    'contact/components/ContactPageForm.tsx',
    'counter-bookings/components/CounterBooked.tsx',
    'counter-bookings/components/CounterBookingForm.tsx',
    'counter-bookings/components/CounterKinds.tsx',
    'counter-bookings/components/strings.ts',
    'data-rights/admin/DataRequestList.tsx',
    'data-rights/components/DataRightsPage.tsx',
    'data-rights/components/PrivacyNotice.astro',
    'donations/admin/DonationList.tsx',
    'donations/admin/ReceiptConfirm.tsx',
    'donations/components/DonationForm.tsx',
    'donations/components/PaymentPanel.tsx',
    'donations/components/strings.ts',
    'donations/counter/components/CounterForm.tsx',
    'donations/counter/components/CounterReceipt.tsx',
    'donations/counter/components/CounterRecorded.tsx',
    'donations/counter/components/ReceiptFinder.tsx',
    'donations/counter/components/strings.ts',
    'donations/tax-forms/admin/CertificateSection.tsx',
    'donations/tax-forms/admin/TaxFormsPage.tsx',
    'events/components/EventCard.tsx',
    'events/components/HomeUpcomingEvents.astro',
    'events/components/VideoPlayer.tsx',
    'gallery/components/AlbumGrid.tsx',
    'gallery/components/PhotoViewer.tsx',
    'home/BookPujaBlock.tsx',
    'home/ConstructionCarousel.tsx',
    'home/ConstructionSlides.tsx',
    'home/FounderBlock.tsx',
    'home/HomeHero.tsx',
    'office/components/TodoScreen.tsx',
    // Kept: from page-texts/index.ts, ui/Field.css and the site's frame would reach pages that do not use them.
    'page-texts/admin/PageForm.tsx',
    'page-texts/components/PolicyPage.astro',
    'panchangam/PanchangamPage.astro',
    'panchangam/components/FestivalList.tsx',
    'panchangam/components/MonthlyNextDays.tsx',
    'panchangam/components/TodayPanchangam.tsx',
    'panchangam/festival-days/admin/FestivalAdmin.tsx',
    'puja-cards/components/HomePujaCarousel.astro',
    'pujas/admin/PujaAdmin.tsx',
    'pujas/components/PujaTimes.tsx',
    'reconciliation/components/ReconciliationPage.tsx',
    // Kept: settings/index.ts is also loaded by server code node runs as it is, where a .tsx file does not load.
    'settings/admin/components/FcraFields.tsx',
    'settings/admin/components/HomeMediaFields.tsx',
    'settings/admin/components/PrivacyFields.tsx',
    'settings/admin/components/SectionFields.tsx',
    'settings/admin/components/SectionForm.tsx',
    'settings/admin/components/SetupChecklist.tsx',
    'settings/admin/components/settings.css',
    'vaastu/VaastuPage.astro',
  ]),
  ...pending("A guard, form handler or view the page calls; to be exported from the feature's service.ts.", [
    'account/forms.ts',
    'activities/admin/screen.ts',
    'admin/strings.ts',
    'audit/query.ts',
    'auth/forms.ts',
    'contact/admin/actions.ts',
    'contact/forms.ts',
    'contact/strings.ts',
    'counter-bookings/form.ts',
    'counter-bookings/printable.ts',
    'data-rights/admin/actions.ts',
    'data-rights/forms.ts',
    'donations/admin/actions.ts',
    'donations/admin/filters.ts',
    'donations/counter/form.ts',
    'donations/counter/service.ts',
    'donations/forms.ts',
    'donations/gateway.ts',
    'donations/repo.ts',
    'donations/tax-forms/admin/forms.ts',
    'donations/tax-forms/admin/view.ts',
    'donations/tax-forms/repo.ts',
    'events/admin/screen.ts',
    'events/calendar.ts',
    'events/jsonld.ts',
    'events/youtube.ts',
    'home/centreJsonLd.ts',
    'home/slidesForPage.ts',
    'office/todo.ts',
    // Kept: an admin screen's stylesheet; a component importing it would bring it along from index.ts.
    'page-texts/admin/page-form.css',
    'panchangam/festival-days/admin/actions.ts',
    'payments/upi.ts',
    'payments/webhook.ts',
    'puja-cards/admin/screen.ts',
    'reconciliation/forms.ts',
    'reconciliation/ledger-page.ts',
    'site/media.ts',
    'site/routes.ts',
  ]),
};

const alternatives = (exceptions) => Object.keys(exceptions).join('|') || '(?!)';

/** The no-restricted-imports pattern that keeps `own` (a feature, or none for a route) to the entry points. */
export function boundaryPattern(own, exceptions = {}) {
  const other = own ? `(?!${escape(own)}/)` : '';
  return {
    regex: `^#src/features/${other}(?![\\w-]+/(?:service|index)\\.ts$)(?!(?:${alternatives(exceptions)})$)`,
    message: own
      ? 'Another feature is used through its service.ts or index.ts (docs/decisions/166); export what you need there.'
      : 'A route uses a feature through its service.ts or index.ts (docs/decisions/166); export what it needs there.',
  };
}
