// The header's menus by keyboard, on top of markup that works without this script:
// - the phone menu (a popover) takes the focus when it opens and keeps it, Tab and Shift+Tab
//   going round its visible items, until it closes (the popover then gives it back to the
//   toggle);
// - a desktop submenu, open on hover or focus, closes on Escape (WCAG 1.4.13) until the pointer
//   or the focus leaves its item.
// Loaded by SiteLayout.astro as a page script.

const focusable = 'a[href],button:not([disabled]),summary,input,select,textarea';

/** The menu's items a keyboard can reach now: those inside a closed list are not shown. */
const reachable = (menu: HTMLElement) =>
  [...menu.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.checkVisibility());

const menu = document.getElementById('mobile-menu');
if (menu) {
  menu.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') reachable(menu)[0]?.focus();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = reachable(menu);
    const [first] = items;
    // There is a last item whenever there is a first.
    const last = items.at(-1)!;
    const active = document.activeElement;
    if (!first) return;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  });
}

for (const parent of document.querySelectorAll<HTMLElement>('.nav-desktop__parent')) {
  const classes = parent.classList;
  parent.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || classes.contains('is-dismissed')) return;
    classes.add('is-dismissed');
    // The focus goes back to the item's own link, so the keyboard is where the submenu was.
    parent.querySelector<HTMLElement>(':scope>a')?.focus();
  });
  const reopen = () => classes.remove('is-dismissed');
  parent.addEventListener('mouseleave', () => {
    reopen();
    // A Ctrl- or middle-clicked child link keeps the pointer's focus, which would hold the
    // submenu open (:focus-within) after the pointer left; a keyboard's focus stays.
    parent.querySelector<HTMLElement>(':focus:not(:focus-visible)')?.blur();
  });
  parent.addEventListener('focusout', (event) => {
    if (!parent.contains(event.relatedTarget as Node | null)) reopen();
  });
}
