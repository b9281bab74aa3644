/**
 * The dashboard progress modal (spec section 9): each goal has two thresholds (m1 and m2, m3 and m4, m5 and m6); a
 * value below the first is Ruim (poor), up to the second Razoável (fair), above it Ótimo (great). The bar is drawn in
 * thirds (33.3 each): the value's place inside its third fills that third proportionally. When m1 equals 5 the goals
 * are counts, not percentages (the legacy panel's rule).
 */
export type ProgressTier = 'poor' | 'fair' | 'great';

const THIRD = 100 / 3;

export function progressOf(value: number, low: number, high: number): { tier: ProgressTier; fill: number } {
  const round = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;
  if (value < low) return { tier: 'poor', fill: round(low > 0 ? THIRD * (Math.max(0, value) / low) : 0) };
  if (value <= high) return { tier: 'fair', fill: round(THIRD + (high > low ? THIRD * ((value - low) / (high - low)) : THIRD)) };
  // Above the second threshold: the last third fills as the value goes from it to twice it (or by 100 points).
  const span = high > 0 ? high : 100;
  return { tier: 'great', fill: round(2 * THIRD + THIRD * Math.min(1, (value - high) / span)) };
}

/** The legacy rule: thresholds starting at 5 are counts. */
export const countsMode = (m1: number) => m1 === 5;
