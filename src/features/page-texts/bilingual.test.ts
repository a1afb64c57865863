import { describe, expect, it } from 'vitest';
import { bothOf, missingTelugu, shownIn } from './bilingual.ts';
import { editablePages, pageNames } from './schema.ts';
import { ashramPujaText } from './content/ashramPuja.ts';

describe('page texts in both languages', () => {
  it('seeds every page with its built-in texts, valid under its own schema', () => {
    for (const page of pageNames)
      expect(editablePages[page].schema.safeParse(editablePages[page].seed).success, page).toBe(true);
    const seed = editablePages.pujalu.seed;
    expect(shownIn(seed, 'en').yearly.rows[10]).toEqual({
      pooja: { markdown: 'Maha Shivaratri' },
      day: { markdown: 'Maagha Bahula Chaturdasi' },
      time: { markdown: '6:30 PM to 1:30 AM' },
    });
    expect(shownIn(seed, 'te').yearly.rows[10]!.time).toEqual({ markdown: ashramPujaText.te.yearly.rows[10]!.time });
  });

  it('shows English marked as English where the Telugu is still blank, and lists those texts', () => {
    const texts = bothOf<{ intro: { en: string; te: string }; items: { en: string; te: string }[] }>({
      en: { intro: 'Hello', items: ['One', 'Two'] },
      te: { intro: 'నమస్కారం', items: ['ఒకటి'] },
    });
    expect(shownIn(texts, 'te').items[1]).toEqual({ markdown: 'Two', lang: 'en' });
    expect(shownIn(texts, 'te').intro).toEqual({ markdown: 'నమస్కారం' });
    expect(missingTelugu(texts)).toEqual(['items.1']);
  });
});
