import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import type { PujaCategory } from '#src/features/pujas/index.ts';
import type { ListedPuja } from '../book-list.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import './book-list.css';
import { pujaName } from '../view.ts';

export interface BookListProps {
  lang: Lang;
  t: T;
  groups: Array<{ category: PujaCategory; pujas: ListedPuja[] }>;
}

/** The price as a devotee reads it: a fixed price, or an offering of their choice from its minimum. */
export function priceLabel(puja: ListedPuja['puja'], lang: Lang, t: T): string {
  if (puja.price_rupees > 0) return formatRupees(puja.price_rupees * 100, lang);
  return `${t('booking.offering')} (${formatRupees(Math.max(1, puja.min_rupees) * 100, lang)}+)`;
}

/** /book: every bookable puja by category, its price and next days with a place, one tap to its form. */
export function BookList({ lang, t, groups }: BookListProps) {
  if (groups.length === 0) return <p className="book-list__empty">{t('booklist.empty')}</p>;
  return (
    <>
      <p className="article__intro">{t('booklist.intro')}</p>
      {groups.map(({ category, pujas }) => (
        <section key={category} className="book-list__group" aria-labelledby={`book-${category}`}>
          <h2 id={`book-${category}`}>{t(`booklist.category.${category}`)}</h2>
          <ul className="book-list">
            {pujas.map(({ puja, nextDays }) => {
              const name = pujaName(puja, lang);
              return (
                <li key={puja.slug} className="book-list__item">
                  <h3>{name}</h3>
                  <p className="book-list__price">{priceLabel(puja, lang, t)}</p>
                  {nextDays.length > 0 ? (
                    <div className="book-list__days">
                      <span id={`days-${puja.slug}`}>{t('booklist.next')}</span>
                      <ul aria-labelledby={`days-${puja.slug}`}>
                        {nextDays.map((day) => (
                          <li key={day}>
                            <time dateTime={day}>{formatWeekday(day, lang)}</time>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : (
                    <p className="book-list__days">{t('booklist.noDays')}</p>
                  )}
                  <a
                    className="button"
                    href={localePath(lang, `/book/${puja.slug}`)}
                    aria-label={`${t('booking.book')}: ${name}`}
                  >
                    {t('booking.book')}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
