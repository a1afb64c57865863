import { localePath, pick, type Lang, type T } from '#src/i18n/index.ts';
import { formatDay } from '#src/i18n/dates.ts';
import type { PujaCardRecord } from '../service.ts';
import type { PujaCard } from './PujaStrip.tsx';

/**
 * Turns puja cards into the carousel's plain props, on the server: the island must not import
 * the i18n module, which would ship every dictionary to the browser.
 */
export function pujaCards(records: PujaCardRecord[], lang: Lang, t: T): PujaCard[] {
  return records.map((p) => {
    const title = pick({ en: p.title, te: p.titleTe ?? undefined }, lang);
    return {
      id: p.id,
      title,
      description: pick({ en: p.description, te: p.descriptionTe ?? undefined }, lang),
      date: formatDay(p.date),
      href: `${localePath(lang, '/gallery')}?date=${p.date}`,
      hint: t('home.pujas.open'),
      image: { src: p.image.url, srcset: p.image.srcset, width: p.image.width, height: p.image.height },
    };
  });
}
