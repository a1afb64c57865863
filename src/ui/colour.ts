/** Card colours are stored as '#rrggbb'; the admin form asks for a hex code. */
export function normaliseHex(value: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const DARK_TEXT = '#2a1a10';
export const LIGHT_TEXT = '#ffffff';

/**
 * The text colour for a card of this background: the site's ink where it reads (white cards,
 * the default), else white, else black. Black or white always reaches 4.5:1 (WCAG AA).
 */
export function textColourOn(background: string): string {
  if (contrastRatio(background, DARK_TEXT) >= 4.5) return DARK_TEXT;
  if (contrastRatio(background, LIGHT_TEXT) >= 4.5) return LIGHT_TEXT;
  return '#000000';
}
