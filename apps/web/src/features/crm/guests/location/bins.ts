/**
 * The choropleth's classes: five steps from the largest count down (each a fifth of it, rounded up), so the map
 * reads the same whatever the hotel's size; zero is its own class. Pure, unit tested.
 */
export const STEPS = 5;

export function binOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(STEPS, Math.max(1, Math.ceil((count / max) * STEPS)));
}

/** The lower bound of each class above zero, for the legend: [1, ...]. */
export function legendOf(max: number): { bin: number; from: number; to: number }[] {
  if (max <= 0) return [];
  const out: { bin: number; from: number; to: number }[] = [];
  for (let b = 1; b <= STEPS; b++) {
    const from = Math.floor(((b - 1) * max) / STEPS) + 1;
    const to = Math.floor((b * max) / STEPS);
    if (to >= from) out.push({ bin: b, from, to });
  }
  return out;
}

/** Light to dark teal, each step readable against the next (the legend names the ranges too). */
export const FILLS = ['#eef1f4', '#c6e9e3', '#8fd3c7', '#4fb3a3', '#1f8a7a', '#0b5c51'];
