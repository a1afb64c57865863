/** Attributes a reader meets as text: a screen reader speaks them, a pointer shows them. */
const spokenAttributes = ['alt', 'title', 'aria-label', 'placeholder'];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    return String.fromCodePoint(hex ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

/**
 * The text a reader of a page sees or hears in the page's language: the text between tags and
 * the spoken attributes, without scripts, styles, comments, what a form field holds (a value
 * someone typed) or an element marked as another language (the language button, the founder's
 * name in both scripts): that one is in English on purpose.
 */
export function visibleText(html: string, otherLang = 'en'): string {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|textarea|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(new RegExp(`<(\\w+)\\b[^>]*\\slang="${otherLang}"[^>]*>[\\s\\S]*?<\\/\\1>`, 'g'), ' ');
  const spoken: string[] = [];
  const text = body.replace(/<[^>]*>/g, (tag) => {
    for (const name of spokenAttributes) {
      const value = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i'));
      if (value) spoken.push(value[1] ?? value[2] ?? '');
    }
    return ' ';
  });
  return decode([text, ...spoken].join(' ')).replace(/\s+/g, ' ');
}
