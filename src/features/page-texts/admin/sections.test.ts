import { describe, expect, it } from 'vitest';
import { editablePages, pageNames } from '../schema.ts';
import { pickSection, sectionNames, sectionOf, sectionOfField } from './sections.ts';

describe('the sections of a page', () => {
  it('cover every text of a page that has them, each text in one section only', () => {
    for (const page of pageNames) {
      const names = sectionNames(page);
      if (names.length === 0) continue;
      const keys = names.flatMap((s) => Object.keys(pickSection(page, s, editablePages[page].seed)));
      expect(keys.sort()).toEqual(Object.keys(editablePages[page].seed).sort());
    }
  });

  it('split the puja schedule, and leave a policy whole (its date goes with its text)', () => {
    expect(sectionNames('pujalu')).toEqual(['intro', 'daily', 'monthly', 'yearly']);
    expect(sectionNames('privacy')).toEqual([]);
    expect(sectionOf('pujalu', 'yearly')).toBe('yearly');
    expect(sectionOf('pujalu', 'toString')).toBeUndefined();
    expect(sectionOf('privacy', 'intro')).toBeUndefined();
  });

  it('find the section of a field, and pick only that section', () => {
    expect(sectionOfField('adyatmikam', 'rulesHeading.te')).toBe('rules');
    expect(sectionOfField('pujalu', 'yearly.rows.3.time.te')).toBe('yearly');
    expect(pickSection('adyatmikam', 'rules', { intro: 1, rulesHeading: 2, rules: 3 })).toEqual({
      rulesHeading: 2,
      rules: 3,
    });
  });
});
