import Color, { type ColorInstance } from 'color';
import { normaliseHex } from '#src/ui/colour.ts';

const hexOf = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * A card colour as an administrator or an API client writes it: a hex code ('#fff', 'c75b12',
 * '#c75b12cc') or any CSS colour ('red', 'rgb(199 91 18)', 'hsl(24, 83%, 43%)'), as the
 * API promises ("hex or CSS color"). Stored as '#rrggbb', so the card's text colour can be worked
 * out from it: a see-through colour is stored as it looks on a white card. Kept apart from
 * colour.ts, which an admin island imports: the parser is only needed on the server.
 */
export function parseCardColour(value: string): string | null {
  const hex = normaliseHex(value);
  if (hex) return hex;
  let colour: ColorInstance;
  try {
    colour = Color(value.trim().toLowerCase());
  } catch {
    return null;
  }
  const alpha = colour.alpha();
  return hexOf(
    colour
      .rgb()
      .array()
      .slice(0, 3)
      .map((c: number) => c * alpha + 255 * (1 - alpha)),
  );
}
