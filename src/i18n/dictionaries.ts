import siteEn from './en.json' with { type: 'json' };
import siteTe from './te.json' with { type: 'json' };
import vaastuEn from '../features/vaastu/i18n/en.json' with { type: 'json' };
import vaastuTe from '../features/vaastu/i18n/te.json' with { type: 'json' };
import authEn from '../features/auth/i18n/en.json' with { type: 'json' };
import authTe from '../features/auth/i18n/te.json' with { type: 'json' };
import pagesEn from '../features/pages/i18n/en.json' with { type: 'json' };
import pagesTe from '../features/pages/i18n/te.json' with { type: 'json' };

export type Dictionary = Record<string, string>;

/**
 * Every pair of dictionaries, site-wide first. A feature with many strings keeps its own
 * en.json/te.json pair in its folder and adds it here; the parity test checks each pair.
 */
export const dictionaryPairs: Array<{ name: string; en: Dictionary; te: Dictionary }> = [
  { name: 'site', en: siteEn, te: siteTe },
  { name: 'vaastu', en: vaastuEn, te: vaastuTe },
  { name: 'auth', en: authEn, te: authTe },
  { name: 'pages', en: pagesEn, te: pagesTe },
];
