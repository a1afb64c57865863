import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Notice } from './Field.tsx';
import { onToast, toast, type ToastItem } from './toast.ts';
import './Toasts.css';

/** A notification closes after 5000 ms. */
const lifetime = 5000;
/** ... and can be dragged away: past 80 % of its width it goes. */
const dragAway = 0.8;

interface Props {
  notices?: Notice[];
  /** The region's name in the page's language (site.notifications, which says Alt+T). */
  label: string;
  /** The close button's name in the page's language (site.notificationClose). */
  close: string;
}

/**
 * The site's one notification host (decisions 014 and 118): top-right below the
 * header, newest on top; each closes after 5 s, on a click, with its close button or dragged
 * away (80 % of its width); the countdown pauses while the pointer is on the toasts, while the
 * focus is in them and while the window is in the background. Alt+T takes the focus to the newest
 * one, Escape gives it back. The region is a polite live region named in the page's language;
 * errors and warnings are alerts. `notices` are the server's outcome of the last post, so the same
 * text is also on the page for visitors without JavaScript.
 */
export function Toasts({ notices = [], label, close }: Props) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [away, setAway] = useState(false);
  const region = useRef<HTMLElement>(null);
  /** Where the focus was before Alt+T, to give it back. */
  const before = useRef<Element | null>(null);

  const remove = useCallback((id: number) => {
    if (document.getElementById(`toast-${id}`)?.contains(document.activeElement)) giveFocusBack(before);
    // A toast closed under the pointer sends no mouseleave; the next move over another says so.
    setHovered(false);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  // Once, when the island wakes: the notices are the page's own, they do not change after.
  useEffect(() => {
    const stop = onToast((item) => {
      setItems((list) => [item, ...list]);
      // A toast asked for while the window is in the background waits for the visitor.
      setAway(!document.hasFocus());
    });
    for (const notice of notices) toast(notice.text, { type: notice.kind });
    const blur = () => setAway(true);
    const focus = () => setAway(false);
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    const keys = (event: KeyboardEvent) => {
      const here = region.current;
      if (!here) return;
      if (event.altKey && event.code === 'KeyT') {
        const newest = here.querySelector<HTMLElement>('.toast');
        if (!newest) return;
        event.preventDefault();
        if (!here.contains(document.activeElement)) before.current = document.activeElement;
        newest.focus();
      } else if (event.key === 'Escape' && here.contains(document.activeElement)) giveFocusBack(before);
    };
    document.addEventListener('keydown', keys);
    return () => {
      stop();
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
      document.removeEventListener('keydown', keys);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const paused = hovered || focused || away;
  return (
    <section
      ref={region}
      className={paused ? 'toasts toasts--paused' : 'toasts'}
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions text"
      onMouseOver={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} paused={paused} close={close} remove={remove} />
      ))}
    </section>
  );
}

/** The focus leaves the toasts for where it was before Alt+T (or for the page, if that is gone). */
function giveFocusBack(before: { current: Element | null }) {
  const back = before.current;
  before.current = null;
  if (back instanceof HTMLElement && back.isConnected) back.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

function Toast({
  item,
  paused,
  close,
  remove,
}: {
  item: ToastItem;
  paused: boolean;
  close: string;
  remove: (id: number) => void;
}) {
  const [held, setHeld] = useState(false);
  const left = useRef(lifetime);
  const drag = useRef({ x: 0, dx: 0, width: 0, moved: false });

  // The countdown runs only while nothing pauses it, and resumes with the time it had left.
  useEffect(() => {
    if (paused || held) return;
    const started = Date.now();
    const timer = setTimeout(() => remove(item.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, held, remove, item.id]);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    drag.current = { x: event.clientX, dx: 0, width: event.currentTarget.offsetWidth, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
    setHeld(true);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!held) return;
    const d = drag.current;
    d.dx = event.clientX - d.x;
    if (Math.abs(d.dx) > 4) d.moved = true;
    event.currentTarget.style.transform = `translateX(${d.dx}px)`;
    event.currentTarget.style.opacity = String(Math.max(0, 1 - Math.abs(d.dx) / (d.width * dragAway)));
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    if (!held) return;
    setHeld(false);
    if (Math.abs(drag.current.dx) >= drag.current.width * dragAway) return remove(item.id);
    event.currentTarget.style.transform = '';
    event.currentTarget.style.opacity = '';
  };

  return (
    // A click anywhere on it closes it, as the library before did; the keyboard has the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={`toast-${item.id}`}
      className={`toast toast--${item.kind}${held ? ' toast--held' : ''}`}
      role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}
      // Reached with Tab or Alt+T, so that it can be read and closed at leisure (focus pauses it).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onClick={() => drag.current.moved || remove(item.id)}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      <p className="toast__text">{item.text}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={close}
        onClick={(event) => {
          event.stopPropagation();
          remove(item.id);
        }}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="toast__bar" aria-hidden="true" />
    </div>
  );
}
