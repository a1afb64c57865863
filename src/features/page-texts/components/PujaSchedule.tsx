import type { Shown } from '../bilingual.ts';
import { pujaTabs, type PujaTab } from '../content/ashramPuja.ts';
import { blockProps, inlineProps } from '../markdown.ts';
import type { PujaluTexts } from '../schema.ts';
import './pages.css';

type Texts = Shown<PujaluTexts>;

interface Props {
  text: Texts;
  tab: PujaTab;
  /** The label of each tab, in the visitor's language. */
  labels: Record<PujaTab, string>;
  /** The link of each tab (the page with ?tab=...), so a link opens it and no script is needed. */
  hrefs: Record<PujaTab, string>;
  navLabel: string;
  /** The booking page of each puja that can be booked, by its title here. */
  bookable?: { hrefs: Record<string, string>; label: string };
}

function ItemList({ items, bookable }: { items: Texts['daily']['items']; bookable?: Props['bookable'] }) {
  return (
    <dl className="schedule">
      {items.map((item, i) => {
        // A puja the catalogue has under the same name links to its booking.
        const booking = bookable?.hrefs[item.title.markdown.trim()];
        return (
          <div key={i}>
            <dt {...inlineProps(item.title)} />
            {booking ? (
              <dd>
                <span {...inlineProps(item.text)} /> <a href={booking}>{bookable!.label}</a>
              </dd>
            ) : (
              <dd {...inlineProps(item.text)} />
            )}
          </div>
        );
      })}
    </dl>
  );
}

function Panel({
  text,
  tab,
  label,
  id,
  bookable,
}: {
  text: Texts;
  tab: PujaTab;
  label: string;
  id: string;
  bookable?: Props['bookable'];
}) {
  return (
    <section className="link-tabs__panel" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{label}</h2>
      {tab === 'daily' && (
        <>
          <div className="notice" {...blockProps(text.daily.note)} />
          <ItemList items={text.daily.items} bookable={bookable} />
        </>
      )}
      {tab === 'monthly' && <ItemList items={text.monthly.items} bookable={bookable} />}
      {tab === 'yearly' && (
        <>
          <div {...blockProps(text.yearly.intro)} />
          <div className="table-scroll" role="region" aria-labelledby={`${id}-heading`} tabIndex={0}>
            <table className="yearly-table">
              <thead>
                <tr>
                  <th scope="col" {...inlineProps(text.yearly.columns.pooja)} />
                  <th scope="col" {...inlineProps(text.yearly.columns.day)} />
                  <th scope="col" {...inlineProps(text.yearly.columns.time)} />
                </tr>
              </thead>
              <tbody>
                {text.yearly.rows.map((row, i) => (
                  <tr key={i}>
                    <th scope="row" {...inlineProps(row.pooja)} />
                    <td {...inlineProps(row.day)} />
                    <td {...inlineProps(row.time)} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Daily, monthly and yearly pujas as link tabs: the server renders the chosen one. */
export function PujaSchedule({ text, tab, labels, hrefs, navLabel, bookable }: Props) {
  return (
    <>
      <div className="article__intro" {...blockProps(text.intro)} />
      <nav className="link-tabs" aria-label={navLabel}>
        {pujaTabs.map((t) => (
          <a key={t} href={hrefs[t]} aria-current={t === tab ? 'page' : undefined} className="link-tabs__tab">
            {labels[t]}
          </a>
        ))}
      </nav>
      <Panel text={text} tab={tab} label={labels[tab]} id="schedule" bookable={bookable} />
    </>
  );
}

/** Every tab at once, for the editor's preview. */
export function PujaScheduleAll({ text, labels }: Pick<Props, 'text' | 'labels'>) {
  return (
    <>
      <div className="article__intro" {...blockProps(text.intro)} />
      {pujaTabs.map((t) => (
        <Panel key={t} text={text} tab={t} label={labels[t]} id={`preview-${t}`} />
      ))}
    </>
  );
}
