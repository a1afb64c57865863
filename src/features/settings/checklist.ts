import type { Message } from '#src/server/validation/messages.ts';
import { settingsSections, type SectionName, type Settings } from './sections/index.ts';

/**
 * The setup checklist (issue 16): the settings that still hold the demo values of the first
 * start, so that a new centre knows what to replace before going live. A value counts while it
 * is the seed's own and the seed marks it as an example, or while it still carries a marker
 * ('[Sample text]', '(example name)') after an edit.
 */
const EXAMPLE = /sample|example|నమూనా|ఉదాహరణ|\b90000 0000\d\b|AAATS0000A|wa\.me\/919000000001/i;
// prettier-ignore
const MARKER =
  /\[Sample text\]|\[నమూనా పాఠ్యం\]|\(example (name|address)\)|\(ఉదాహరణ (పేరు|చిరునామా)\)|\(Sample description/i;

export interface DemoValue {
  /** The form where it is edited: a settings form ('contacts', 'carousel'), a page ('pujalu'), or 'pujas'. */
  form: string;
  /** The field's path in its form ('emails.0'), or the puja's slug. */
  path: string;
  /** The value as it stands, shortened. */
  value: string;
  /** Where it is edited, without the language prefix ('/admin/settings#contacts'). */
  href: string;
  /** What that link says. */
  where: Message;
  /** The language the value is written in (English unless it is a Telugu text). */
  valueLang?: 'en' | 'te';
}

/**
 * True when a text is a demo value: the seed's own and marked as an example, or still carrying
 * a marker after an edit. `seed` is the built-in value at the same place, if any.
 */
export function isDemoText(value: string, seed: unknown): boolean {
  if (value === '') return false;
  return (seed === value && EXAMPLE.test(value) && !value.startsWith('/')) || MARKER.test(value);
}

export function leaves(value: unknown, path = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, into);
  else into[path] = value;
  return into;
}

// The home section is edited in two forms: its video and its construction carousel.
const formOf = (section: SectionName, path: string) =>
  section === 'home' ? (path.startsWith('hero') ? 'hero' : 'carousel') : section;
export const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export function demoValues(settings: Settings): DemoValue[] {
  const found: DemoValue[] = [];
  for (const section of Object.keys(settingsSections) as SectionName[]) {
    const seed = leaves(settingsSections[section].seed);
    for (const [path, value] of Object.entries(leaves(settings[section]))) {
      if (typeof value !== 'string' || !isDemoText(value, seed[path])) continue;
      const form = formOf(section, path);
      found.push({
        form,
        path,
        value: short(value),
        href: `/admin/settings#${form}`,
        where: { key: `settings.section.${form}` },
      });
    }
  }
  return found;
}
