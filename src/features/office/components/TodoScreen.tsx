import { localePath, type Lang, type T, runtimeKey } from '#src/i18n/index.ts';
import { formatMoment, formatOnDay, formatWeekday } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { bookingPath, ledgerPath, payablePath } from '../links.ts';
import { utrHoldHours } from '#src/features/bookings/service.ts';
import { paymentSections, type OfficeTodo, type TodoBooking, type TodoList, type TodoPayment } from '../todo.ts';
import './todo.css';

interface Section<Item> {
  id: string;
  title: string;
  hint: string;
  list: TodoList<Item>;
  item: (item: Item) => { href: string; label: string; facts: React.ReactNode };
  /** The full list, when the to-do shows only part of it. */
  all?: string;
}

function TodoSection<Item>({ t, section }: { t: T; section: Section<Item> }) {
  const { id, title, hint, list } = section;
  return (
    <section className="todo-section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>
        {title} <span className="todo-count">{t('office.count', { count: list.count })}</span>
      </h2>
      {list.count === 0 ? (
        <p className="todo-empty">{t('office.empty')}</p>
      ) : (
        <>
          <p className="todo-hint">{hint}</p>
          <ul className="todo-items">
            {list.items.map((item, i) => {
              const shown = section.item(item);
              return (
                <li key={i}>
                  <a href={shown.href} className="todo-item__link">
                    {shown.label}
                  </a>
                  <p className="todo-item__facts">{shown.facts}</p>
                </li>
              );
            })}
          </ul>
          {list.count > list.items.length && (
            <p>
              {t('office.more', { shown: list.items.length, count: list.count })}{' '}
              {section.all && <a href={section.all}>{t('office.seeAll')}</a>}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The office's to-do: each section's count, and each item one tap from the screen where it is done. */
export function TodoScreen({ t, lang, todo }: { t: T; lang: Lang; todo: OfficeTodo }) {
  const paymentItem = (p: TodoPayment) => ({
    href: localePath(lang, payablePath(p.payableType, p.payableRef, p.state)),
    label: t(`office.payable.${p.payableType}`, { reference: p.payableRef }),
    facts: (
      <>
        {p.overdue && (
          <strong className="todo-overdue">{t('office.utrOverdue.label', { hours: utrHoldHours })} </strong>
        )}
        {t(runtimeKey(`office.method.${p.method}`), { ref: p.paymentRef })} · {formatRupees(p.amountPaise, lang)} ·{' '}
        <time dateTime={p.at}>{formatMoment(p.at, lang, { zone: true })}</time>
      </>
    ),
  });
  const bookingItem = (b: TodoBooking) => ({
    href: localePath(lang, bookingPath(b.reference)),
    label: t('office.payable.booking', { reference: b.reference }),
    facts: t('office.bookingFor', {
      puja: lang === 'te' ? b.pujaTe || b.pujaEn : b.pujaEn,
      day: formatOnDay(b.pujaDay, lang),
      name: b.name,
    }),
  });
  const sections = [
    ...paymentSections.map((state) => ({
      id: `todo-${state}`,
      title: t(`office.section.${state}`),
      hint: t(`office.hint.${state}`),
      list: todo.payments[state],
      item: paymentItem,
      all: localePath(lang, ledgerPath(state)),
    })),
    {
      id: 'todo-prasadam',
      title: t('office.section.prasadam'),
      hint: t('office.hint.prasadam'),
      list: todo.prasadam,
      item: bookingItem,
    },
    {
      id: 'todo-today',
      title: t('office.section.today', { day: formatWeekday(todo.today, lang) }),
      hint: t('office.hint.today'),
      list: todo.todaysPujas,
      item: bookingItem,
    },
    {
      id: 'todo-tomorrow',
      title: t('office.section.tomorrow', { day: formatWeekday(todo.tomorrow, lang) }),
      hint: t('office.hint.tomorrow'),
      list: todo.tomorrowsPujas,
      item: bookingItem,
    },
    {
      id: 'todo-sevas',
      title: t('office.section.sevas'),
      hint: t('office.hint.sevas'),
      list: todo.sevasThisWeek,
      item: bookingItem,
    },
  ] as Array<Section<TodoPayment> | Section<TodoBooking>>;
  return (
    <>
      <p>{todo.total === 0 ? t('office.nothing') : t('office.intro')}</p>
      <nav aria-label={t('office.heading')} className="todo-summary">
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>
                {s.title}: <strong>{s.list.count}</strong>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s) => (
        <TodoSection key={s.id} t={t} section={s as Section<unknown>} />
      ))}
    </>
  );
}
