import type { AshramPujaText, PujaTab, ScheduleItem } from '../content/ashramPuja.ts';
import { pujaTabs } from '../content/ashramPuja.ts';
import './pages.css';

interface Props {
  text: AshramPujaText;
  tab: PujaTab;
  /** The label of each tab, in the visitor's language. */
  labels: Record<PujaTab, string>;
  /** The link of each tab (the page with ?tab=...), so a link opens it and no script is needed. */
  hrefs: Record<PujaTab, string>;
  navLabel: string;
  /** The booking page of each puja that can be booked, by its title here. */
  bookable?: { hrefs: Record<string, string>; label: string };
}

function ItemList({ items, bookable }: { items: readonly ScheduleItem[]; bookable?: Props['bookable'] }) {
  return (
    <dl className="schedule">
      {items.map((item) => (
        <div key={item.title}>
          <dt>{item.title}</dt>
          <dd>
            {item.text}
            {bookable?.hrefs[item.title] && (
              <>
                {' '}
                <a href={bookable.hrefs[item.title]}>{bookable.label}</a>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Daily, monthly and yearly pujas as link tabs: the server renders the chosen one. */
export function PujaSchedule({ text, tab, labels, hrefs, navLabel, bookable }: Props) {
  return (
    <>
      <p className="article__intro">{text.intro}</p>
      <nav className="link-tabs" aria-label={navLabel}>
        {pujaTabs.map((t) => (
          <a key={t} href={hrefs[t]} aria-current={t === tab ? 'page' : undefined} className="link-tabs__tab">
            {labels[t]}
          </a>
        ))}
      </nav>
      <section className="link-tabs__panel" id="schedule" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">{labels[tab]}</h2>
        {tab === 'daily' && (
          <>
            <p className="notice">{text.daily.note}</p>
            <ItemList items={text.daily.items} bookable={bookable} />
          </>
        )}
        {tab === 'monthly' && <ItemList items={text.monthly.items} bookable={bookable} />}
        {tab === 'yearly' && (
          <>
            <p>{text.yearly.intro}</p>
            <div className="table-scroll" role="region" aria-labelledby="schedule-heading" tabIndex={0}>
              <table className="yearly-table">
                <thead>
                  <tr>
                    <th scope="col">{text.yearly.columns.pooja}</th>
                    <th scope="col">{text.yearly.columns.day}</th>
                    <th scope="col">{text.yearly.columns.time}</th>
                  </tr>
                </thead>
                <tbody>
                  {text.yearly.rows.map((row) => (
                    <tr key={row.pooja}>
                      <th scope="row">{row.pooja}</th>
                      <td>{row.day}</td>
                      <td>{row.time}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
