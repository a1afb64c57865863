import { isBilingual } from '../bilingual.ts';

/** A posted form's text fields by name: 'yearly.rows.3.time.en', 'yearly.rows.count', 'move'. */
export type Fields = Record<string, unknown>;

/** The most items a posted list is read for, whatever its count field says. */
const MAX_POSTED_ITEMS = 200;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const text = (fields: Fields, name: string) => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

/** A list item of the same shape as `item` with every text blank: the form's 'add one' row. */
export function blankOf(item: unknown): unknown {
  if (isBilingual(item)) return { en: '', te: '' };
  if (Array.isArray(item)) return [];
  // A new cause claims no 80G deduction until the office ticks it (with the accountant's word).
  if (item && typeof item === 'object') {
    return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, k === 'eligible80G' ? false : blankOf(v)]));
  }
  // A new item's choices start blank too: a new cause's address name is made from its name.
  return typeof item === 'string' ? '' : item;
}

/** The shape of a list's items, taken from the built-in texts (every built-in list has one). */
export function itemTemplate(seed: unknown, listPath: string): unknown {
  let node: unknown = seed;
  for (const part of listPath.split('.')) {
    if (Array.isArray(node)) node = node[0];
    else if (node && typeof node === 'object') node = (node as Record<string, unknown>)[part];
  }
  return blankOf(Array.isArray(node) ? node[0] : undefined);
}

const hasTypedText = (value: unknown): boolean => {
  if (isBilingual(value)) return value.en.trim() !== '' || value.te.trim() !== '';
  if (Array.isArray(value)) return value.some(hasTypedText);
  if (value && typeof value === 'object') return Object.values(value).some(hasTypedText);
  return false;
};

export interface ReadPage {
  /** The texts as typed, in the shape of the page (not yet validated). */
  texts: unknown;
  /** Set when an arrow was pressed: the form comes back reordered, not saved. */
  moved: boolean;
  /** Where the moved item now is, and the arrow pressed: its arrow takes the focus on the page that comes back. */
  movedTo?: MovedItem;
}

/** An item moved by its arrow: its list, its place after the move, and the arrow pressed. */
export interface MovedItem {
  list: string;
  index: number;
  direction: 'up' | 'down';
}

/**
 * A posted page form read into the page's shape, with the built-in texts as its template. In
 * each list, items ticked 'remove' are dropped, the extra blank item is kept once something is
 * typed in it, and the item whose arrow was pressed is moved, so lists are edited without
 * JavaScript.
 */
export function readPageForm(seed: unknown, fields: Fields): ReadPage {
  const move = /^(.+)\.(\d+):(up|down)$/.exec(text(fields, 'move'));
  let moved = false;
  let movedTo: MovedItem | undefined;
  const read = (template: unknown, path: string): unknown => {
    if (isBilingual(template)) return { en: text(fields, `${path}.en`), te: text(fields, `${path}.te`) };
    if (Array.isArray(template)) {
      const count = Math.min(Math.max(Math.trunc(Number(text(fields, `${path}.count`))) || 0, 0), MAX_POSTED_ITEMS);
      const shape = itemTemplate(seed, path);
      const items: unknown[] = [];
      for (let i = 0; i <= count; i++) {
        const item = read(shape, join(path, i));
        if (i === count ? !hasTypedText(item) : text(fields, `${join(path, i)}.remove`) === 'on') continue;
        items.push(item);
      }
      if (move && move[1] === path) {
        const from = Number(move[2]);
        const to = move[3] === 'up' ? from - 1 : from + 1;
        if (items[from] !== undefined && items[to] !== undefined) {
          [items[from], items[to]] = [items[to], items[from]];
          movedTo = { list: path, index: to, direction: move[3] as MovedItem['direction'] };
        }
        moved = true;
      }
      return items;
    }
    if (template && typeof template === 'object')
      return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, read(v, join(path, k))]));
    if (typeof template === 'string') return fields[path] === undefined ? template : text(fields, path);
    // A box left unticked is not sent at all.
    if (typeof template === 'boolean') return text(fields, path) === 'on';
    return template;
  };
  const texts = read(seed, '');
  return { texts, moved: moved || move !== null, ...(movedTo && { movedTo }) };
}
