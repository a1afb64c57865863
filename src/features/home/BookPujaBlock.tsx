import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import './BookPujaBlock.css';

/** The home page's way in to booking: one line of what it offers and one link to the /book list. */
export function BookPujaBlock({ lang, t }: { lang: Lang; t: T }) {
  return (
    <section className="book-block" aria-labelledby="book-block-heading">
      <div className="container book-block__inner">
        <h2 id="book-block-heading">{t('home.book.heading')}</h2>
        <p>{t('home.book.text')}</p>
        <a className="button" href={localePath(lang, '/book')}>
          {t('home.book.link')}
        </a>
      </div>
    </section>
  );
}
