import siteEn from './en.json' with { type: 'json' };
import siteTe from './te.json' with { type: 'json' };
import vaastuEn from '#src/features/vaastu/i18n/en.json' with { type: 'json' };
import vaastuTe from '#src/features/vaastu/i18n/te.json' with { type: 'json' };
import authEn from '#src/features/auth/i18n/en.json' with { type: 'json' };
import authTe from '#src/features/auth/i18n/te.json' with { type: 'json' };
import eventsEn from '#src/features/events/i18n/en.json' with { type: 'json' };
import eventsTe from '#src/features/events/i18n/te.json' with { type: 'json' };
import galleryEn from '#src/features/gallery/i18n/en.json' with { type: 'json' };
import galleryTe from '#src/features/gallery/i18n/te.json' with { type: 'json' };
import contactEn from '#src/features/contact/i18n/en.json' with { type: 'json' };
import contactTe from '#src/features/contact/i18n/te.json' with { type: 'json' };
import donationsEn from '#src/features/donations/i18n/en.json' with { type: 'json' };
import donationsTe from '#src/features/donations/i18n/te.json' with { type: 'json' };
import pagesEn from '#src/features/page-texts/i18n/en.json' with { type: 'json' };
import pagesTe from '#src/features/page-texts/i18n/te.json' with { type: 'json' };
import adminEn from '#src/features/admin/i18n/en.json' with { type: 'json' };
import adminTe from '#src/features/admin/i18n/te.json' with { type: 'json' };
import auditEn from '#src/features/audit/i18n/en.json' with { type: 'json' };
import auditTe from '#src/features/audit/i18n/te.json' with { type: 'json' };
import settingsEn from '#src/features/settings/i18n/en.json' with { type: 'json' };
import settingsTe from '#src/features/settings/i18n/te.json' with { type: 'json' };
import bookingsEn from '#src/features/bookings/i18n/en.json' with { type: 'json' };
import bookingsTe from '#src/features/bookings/i18n/te.json' with { type: 'json' };
import pujasEn from '#src/features/pujas/i18n/en.json' with { type: 'json' };
import pujasTe from '#src/features/pujas/i18n/te.json' with { type: 'json' };
import accountEn from '#src/features/account/i18n/en.json' with { type: 'json' };
import accountTe from '#src/features/account/i18n/te.json' with { type: 'json' };
import devoteesEn from '#src/features/devotees/i18n/en.json' with { type: 'json' };
import devoteesTe from '#src/features/devotees/i18n/te.json' with { type: 'json' };
import paymentsEn from '#src/features/payments/i18n/en.json' with { type: 'json' };
import paymentsTe from '#src/features/payments/i18n/te.json' with { type: 'json' };
import officeEn from '#src/features/office/i18n/en.json' with { type: 'json' };
import officeTe from '#src/features/office/i18n/te.json' with { type: 'json' };
import reconciliationEn from '#src/features/reconciliation/i18n/en.json' with { type: 'json' };
import reconciliationTe from '#src/features/reconciliation/i18n/te.json' with { type: 'json' };
import citizenshipEn from '#src/features/citizenship/i18n/en.json' with { type: 'json' };
import citizenshipTe from '#src/features/citizenship/i18n/te.json' with { type: 'json' };
import counterEn from '#src/features/donations/counter/i18n/en.json' with { type: 'json' };
import counterTe from '#src/features/donations/counter/i18n/te.json' with { type: 'json' };
import panchangamEn from '#src/features/panchangam/i18n/en.json' with { type: 'json' };
import panchangamTe from '#src/features/panchangam/i18n/te.json' with { type: 'json' };
import dataRightsEn from '#src/features/data-rights/i18n/en.json' with { type: 'json' };
import dataRightsTe from '#src/features/data-rights/i18n/te.json' with { type: 'json' };
import taxFormsEn from '#src/features/donations/tax-forms/i18n/en.json' with { type: 'json' };
import taxFormsTe from '#src/features/donations/tax-forms/i18n/te.json' with { type: 'json' };

export type Dictionary = Record<string, string>;

/**
 * Every pair of dictionaries, site-wide first, by name. A feature with many strings keeps its own
 * en.json/te.json pair in its folder and adds it here; the parity test checks each pair.
 */
const pairs = {
  site: { en: siteEn, te: siteTe },
  vaastu: { en: vaastuEn, te: vaastuTe },
  auth: { en: authEn, te: authTe },
  events: { en: eventsEn, te: eventsTe },
  gallery: { en: galleryEn, te: galleryTe },
  contact: { en: contactEn, te: contactTe },
  donations: { en: donationsEn, te: donationsTe },
  pages: { en: pagesEn, te: pagesTe },
  admin: { en: adminEn, te: adminTe },
  audit: { en: auditEn, te: auditTe },
  settings: { en: settingsEn, te: settingsTe },
  bookings: { en: bookingsEn, te: bookingsTe },
  pujas: { en: pujasEn, te: pujasTe },
  account: { en: accountEn, te: accountTe },
  devotees: { en: devoteesEn, te: devoteesTe },
  dataRights: { en: dataRightsEn, te: dataRightsTe },
  payments: { en: paymentsEn, te: paymentsTe },
  office: { en: officeEn, te: officeTe },
  reconciliation: { en: reconciliationEn, te: reconciliationTe },
  citizenship: { en: citizenshipEn, te: citizenshipTe },
  counter: { en: counterEn, te: counterTe },
  panchangam: { en: panchangamEn, te: panchangamTe },
  taxForms: { en: taxFormsEn, te: taxFormsTe },
};

type KeysOf<D> = keyof D & string;
/** The keys of the English dictionaries (the parity test holds the Telugu ones to the same). */
type Stored = { [N in keyof typeof pairs]: KeysOf<(typeof pairs)[N]['en']> }[keyof typeof pairs];
/** A text with plural forms is asked for by its name without the form: `gallery.photoCount`. */
type PluralOf<K> = K extends `${infer Name}.${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Name : never;
/** Every key a call of `t` may name (see KnownKey in keys.ts). */
export type DictionaryKey = Stored | PluralOf<Stored>;

export const dictionaryPairs: Array<{ name: string; en: Dictionary; te: Dictionary }> = Object.entries(pairs).map(
  ([name, pair]) => ({ name, ...pair }),
);
