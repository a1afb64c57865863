import colourNames from 'color-name';
import { normaliseHex } from './colour.ts';

const hexOf = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * A card colour as an administrator or an API client writes it: a hex code ('#fff', 'c75b12')
 * or one of the CSS colour names ('red', 'SaddleBrown'). Stored as '#rrggbb', so the card's
 * text colour can be worked out from it. Kept apart from colour.ts, which an admin island
 * imports: the list of names is only needed on the server.
 */
export function parseCardColour(value: string): string | null {
  const hex = normaliseHex(value);
  if (hex) return hex;
  const name = value.trim().toLowerCase();
  const rgb = Object.hasOwn(colourNames, name) ? colourNames[name as keyof typeof colourNames] : undefined;
  return rgb ? hexOf(rgb) : null;
}
