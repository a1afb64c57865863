/**
 * Rahu kalam, Yamagandam and Gulika kalam: each is one eighth of the daytime (sunrise to sunset),
 * which eighth depending on the weekday. The tables are the ones every Telugu panchangam prints,
 * as the eighth's number (1 = the first after sunrise), Sunday first.
 */
const eighths = {
  rahuKalam: [8, 2, 7, 5, 6, 4, 3],
  yamagandam: [5, 4, 3, 2, 1, 7, 6],
  gulikaKalam: [7, 6, 5, 4, 3, 2, 1],
} as const;

export type KalamName = keyof typeof eighths;
export interface Span {
  start: Date;
  end: Date;
}

export function kalam(name: KalamName, weekday: number, sunrise: Date, sunset: Date): Span {
  const eighth = (sunset.getTime() - sunrise.getTime()) / 8;
  const n = eighths[name][weekday]! - 1;
  return { start: new Date(sunrise.getTime() + n * eighth), end: new Date(sunrise.getTime() + (n + 1) * eighth) };
}
