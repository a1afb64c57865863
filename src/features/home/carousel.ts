/** How long the pressed arrow stays highlighted. */
export const ARROW_HIGHLIGHT_MS = 500;

/** The slide an arrow leads to: one step, never past either end. */
export function stepSlide(index: number, step: -1 | 1, count: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}
