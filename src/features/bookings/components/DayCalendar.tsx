import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { pluralText } from '#src/i18n/interpolate.ts';
import { fillIn, monthOf, monthWeeks, shiftDay, shiftMonth, weekdayOf } from './calendar-days.ts';
import './day-calendar.css';

export interface DayCalendarLabels {
  heading: string;
  /** What any visitor does: tap or click a day. */
  help: string;
  /** The keys, shown where there is a keyboard: a fine pointer, or once a key was pressed here. */
  keys: string;
  previous: string;
  next: string;
  /** '{date}: {count} places left' under 'left.one' and 'left.other', the plural forms. */
  left: Record<string, string>;
  /** '{date}: not available' */
  closed: string;
  /** 'Chosen: {date}' */
  chosen: string;
}

/** Dates in the page's language, made on the server (calendarDates). */
export interface CalendarDates {
  /** By 'yyyy-mm': the month's title and its days' long form, with {weekday} and {day} to fill in. */
  months: Record<string, { title: string; day: string }>;
  /** Sunday first. */
  weekdays: { short: string; long: string }[];
}

interface Props {
  lang: 'en' | 'te';
  /** The offered days that still have places, as the date select lists them. */
  days: { day: string; left: number }[];
  /** The id of the date select this calendar stands in for; it keeps the value the form sends. */
  selectId: string;
  labels: DayCalendarLabels;
  dates: CalendarDates;
  /** Offered days with a start time → the line telling an in-person devotee when it begins. */
  starts?: Record<string, string>;
}

const noChange = () => () => {};
const inBrowser = () => true;
// Hydration reads this too, so the first render in the browser matches the empty server one.
const onServer = () => false;

/**
 * The month of the booking page's offered days, for visitors with JavaScript: days with places
 * are buttons, every other day is shown but disabled. Choosing a day sets the plain date select
 * (which the page sends, and which visitors without JavaScript use), hidden while this shows.
 * Arrow keys move a day or a week, Home and End to the week's ends, Page Up and Page Down a month.
 */
export function DayCalendar(props: Props) {
  // Nothing on the server and nothing at hydration: the calendar is drawn once the page is up
  // (client:idle), so its script never stands before the first paint, and the date select keeps
  // working for visitors whose script does not arrive.
  const drawn = useSyncExternalStore(noChange, inBrowser, onServer);
  return drawn ? <MonthCalendar {...props} /> : null;
}

function MonthCalendar({ lang, days, selectId, labels, dates, starts }: Props) {
  const places = useMemo(() => new Map(days.map((d) => [d.day, d.left])), [days]);
  const firstDay = days[0]!.day;
  const lastDay = days[days.length - 1]!.day;
  // Drawn in the browser only (see DayCalendar): the select is there to read from the start.
  const selectOf = () => {
    const element = document.getElementById(selectId);
    return element instanceof HTMLSelectElement ? element : null;
  };
  const [initial] = useState(() => {
    const value = selectOf()?.value;
    return value && places.has(value) ? value : firstDay;
  });
  const [present] = useState(() => selectOf() !== null);
  const [chosen, setChosen] = useState(initial);
  const [focused, setFocused] = useState(initial);
  const [moved, setMoved] = useState(false);
  // A phone has no arrow keys: their help waits for a mouse's screen, or for a key pressed in the calendar.
  const [keyboard, setKeyboard] = useState(() => window.matchMedia('(any-pointer: fine)').matches);
  const grid = useRef<HTMLTableElement>(null);

  // The grid's own long form ('Tuesday, 1 December 2026', the month in the page's language), not the
  // site's dd/MM/yyyy: a day's accessible name must hold the number the button shows.
  const longDay = (day: string) =>
    fillIn(dates.months[monthOf(day)]?.day ?? day, {
      weekday: dates.weekdays[weekdayOf(day)]?.long ?? '',
      day: Number(day.slice(8)),
    });

  // Before the first paint of the calendar, so it is never drawn below the select and then moved.
  useLayoutEffect(() => {
    const element = document.getElementById(selectId);
    if (!(element instanceof HTMLSelectElement)) return;
    // The select's label, hint and control give way to the calendar; a refusal's message stays.
    const replaced = [...(element.closest('.field')?.children ?? [])].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.classList.contains('field__error'),
    );
    // A keyboard user already on the select goes on from the calendar's day, not from the page's top.
    const hadFocus = document.activeElement === element;
    for (const el of replaced) el.hidden = true;
    if (hadFocus) grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    return () => {
      for (const el of replaced) el.hidden = false;
    };
  }, [selectId]);

  // After a key moved the focus, the newly focused day takes it (it may be in another month).
  useEffect(() => {
    if (moved) grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, moved]);

  if (!present) return null;

  const firstMonth = `${monthOf(firstDay)}-01`;
  const lastMonth = `${monthOf(lastDay)}-01`;
  const clamp = (day: string) =>
    day < firstMonth
      ? firstMonth
      : day > shiftDay(shiftMonth(lastMonth, 1), -1)
        ? shiftDay(shiftMonth(lastMonth, 1), -1)
        : day;
  const shown = `${monthOf(focused)}-01`;

  const choose = (day: string) => {
    if (!places.has(day)) return;
    setChosen(day);
    setFocused(day);
    const select = selectOf();
    if (!select) return;
    select.value = day;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const moveTo = (day: string) => {
    setMoved(true);
    setFocused(clamp(day));
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    setKeyboard(true);
    const steps: Record<string, () => string> = {
      ArrowLeft: () => shiftDay(focused, -1),
      ArrowRight: () => shiftDay(focused, 1),
      ArrowUp: () => shiftDay(focused, -7),
      ArrowDown: () => shiftDay(focused, 7),
      Home: () => shiftDay(focused, -weekdayOf(focused)),
      End: () => shiftDay(focused, 6 - weekdayOf(focused)),
      PageUp: () => shiftMonth(focused, -1),
      PageDown: () => shiftMonth(focused, 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  const weeks = monthWeeks(shown);
  const monthId = `${selectId}-month`;
  const helpId = `${selectId}-help`;
  return (
    <fieldset className="day-calendar">
      <legend>{labels.heading}</legend>
      <p className="field__hint" id={helpId}>
        {keyboard ? `${labels.help} ${labels.keys}` : labels.help}
      </p>
      <div className="day-calendar__bar">
        <button
          type="button"
          className="day-calendar__turn"
          aria-label={labels.previous}
          disabled={shown <= firstMonth}
          onClick={() => setFocused(clamp(shiftMonth(shown, -1)))}
        >
          ‹
        </button>
        <h3 id={monthId} aria-live="polite">
          {dates.months[monthOf(shown)]?.title}
        </h3>
        <button
          type="button"
          className="day-calendar__turn"
          aria-label={labels.next}
          disabled={shown >= lastMonth}
          onClick={() => setFocused(clamp(shiftMonth(shown, 1)))}
        >
          ›
        </button>
      </div>
      <table role="grid" aria-labelledby={monthId} aria-describedby={helpId} ref={grid}>
        <thead>
          <tr>
            {dates.weekdays.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} />;
                const left = places.get(day);
                const date = longDay(day);
                const label =
                  left === undefined
                    ? fillIn(labels.closed, { date })
                    : pluralText(labels.left, 'left', left, lang, { date });
                return (
                  <td key={day} role="gridcell" aria-selected={day === chosen}>
                    <button
                      type="button"
                      data-day={day}
                      className="day-calendar__day"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={label}
                      aria-disabled={left === undefined || undefined}
                      aria-pressed={day === chosen}
                      onClick={() => choose(day)}
                      onKeyDown={onKey}
                      onFocus={() => setFocused(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="day-calendar__chosen" aria-live="polite">
        {fillIn(labels.chosen, { date: longDay(chosen) })}
        {starts?.[chosen] && (
          <>
            <br />
            <span className="day-calendar__start">{starts[chosen]}</span>
          </>
        )}
      </p>
    </fieldset>
  );
}
