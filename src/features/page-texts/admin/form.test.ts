import { describe, expect, it } from 'vitest';
import { editablePages } from '../schema.ts';
import { readPageForm } from './form.ts';

const seed = editablePages.adyatmikam.seed;

/** The form as the screen draws it for the built-in texts. */
function fieldsOf(texts = seed): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      fields[`${path}.count`] = String(v.length);
      v.forEach((x, i) => walk(x, `${path}.${i}`));
    } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    else fields[path] = String(v);
  };
  walk(texts, '');
  return fields;
}

describe('the page form without JavaScript', () => {
  it('reads back the texts it showed', () => {
    expect(readPageForm(seed, fieldsOf())).toEqual({ texts: seed, moved: false });
  });

  it('drops an item ticked for removal and adds the blank row once something is typed in it', () => {
    const fields = {
      ...fieldsOf(),
      'practices.0.remove': 'on',
      'practices.12.en': 'Surya Namaskaram',
      'practices.12.te': '',
    };
    const { texts } = readPageForm(seed, fields) as { texts: typeof seed };
    expect(texts.practices).toHaveLength(12);
    expect(texts.practices[0]).toEqual(seed.practices[1]);
    expect(texts.practices[11]).toEqual({ en: 'Surya Namaskaram', te: '' });
  });

  it('moves an item when its arrow is pressed, and says the form is not to be saved yet', () => {
    const read = readPageForm(seed, { ...fieldsOf(), move: 'rules.1:up' }) as ReturnType<typeof readPageForm> & {
      texts: typeof seed;
    };
    expect(read.moved).toBe(true);
    expect(read.texts.rules.slice(0, 2)).toEqual([seed.rules[1], seed.rules[0]]);
    // The page comes back with the focus on the moved item's arrow, at its new place.
    expect(read.movedTo).toEqual({ list: 'rules', index: 0, direction: 'up' });
  });

  it('names no moved item when the arrow points past the end of its list', () => {
    const read = readPageForm(seed, { ...fieldsOf(), move: 'rules.0:up' });
    expect(read.moved).toBe(true);
    expect(read.movedTo).toBeUndefined();
  });
});
