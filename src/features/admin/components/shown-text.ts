/**
 * A record's text in the admin page's language where the office gave one, else the English,
 * with the language it is in, so a screen reader speaks each in its own voice.
 */
type Shown = { text: string; lang: 'en' | 'te' };

export function shownText(lang: string, en: string, te: string | null | undefined): Shown {
  return lang === 'te' && te ? { text: te, lang: 'te' } : { text: en, lang: 'en' };
}
