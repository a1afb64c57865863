import { pick } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { siteIcons } from '#src/features/site/service.ts';

const postalAddress = (text: string) => ({
  '@type': 'PostalAddress',
  streetAddress: text,
  addressRegion: 'Andhra Pradesh',
  addressCountry: 'IN',
});

/**
 * The centre as search engines read it (schema.org): the organisation, its ashram as a place of
 * worship and its office, with phones, e-mails and social links, all from the settings record.
 */
export function centreJsonLd(settings: Settings, siteUrl: string, lang: 'en' | 'te') {
  const { identity, contacts } = settings;
  const name = pick(identity.name, lang);
  const alternateName = lang === 'te' ? identity.name.en : identity.name.te || undefined;
  const url = new URL(lang === 'te' ? '/te' : '/', siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': new URL('/#centre', siteUrl).href,
    name,
    alternateName,
    slogan: pick(identity.tagline, lang),
    url,
    logo: new URL(siteIcons.appleTouch, siteUrl).href,
    email: contacts.emails[0],
    telephone: contacts.phones[0],
    address: postalAddress(contacts.officeAddress.en),
    contactPoint: contacts.phones.map((telephone, i) => ({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone,
      email: contacts.emails[i],
      availableLanguage: ['te', 'en'],
    })),
    location: [
      {
        '@type': 'PlaceOfWorship',
        name: contacts.ashramAddress.en.split(',')[0],
        address: postalAddress(contacts.ashramAddress.en),
      },
      {
        '@type': 'Place',
        name: contacts.officeAddress.en.split(',')[0],
        address: postalAddress(contacts.officeAddress.en),
      },
    ],
    sameAs: Object.values(contacts.social),
  };
}
