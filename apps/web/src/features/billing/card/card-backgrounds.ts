/**
 * The card preview's 25 backgrounds (spec section 9: "Card preview background random from 25 images"),
 * drawn as CSS gradients instead of images: nothing to download, and every one dark enough for the
 * white printing on the card (WCAG AA for large text against its lightest colour).
 */

/** [angle, from, to, glow] of each background; glow is a soft light spot in the corner. */
const PALETTES: readonly (readonly [number, string, string, string])[] = [
  [135, '#0f2027', '#2c5364', 'rgba(255,255,255,0.10)'],
  [120, '#1e3c72', '#2a5298', 'rgba(255,255,255,0.12)'],
  [145, '#232526', '#414345', 'rgba(255,255,255,0.08)'],
  [160, '#3a1c71', '#6b2d5c', 'rgba(255,190,120,0.14)'],
  [110, '#134e5e', '#2f6f4f', 'rgba(255,255,255,0.10)'],
  [135, '#141e30', '#243b55', 'rgba(120,180,255,0.14)'],
  [150, '#42275a', '#734b6d', 'rgba(255,255,255,0.10)'],
  [125, '#0b486b', '#2b5876', 'rgba(255,255,255,0.12)'],
  [140, '#4b134f', '#8e1b3a', 'rgba(255,255,255,0.10)'],
  [115, '#1f1c2c', '#4a4668', 'rgba(255,255,255,0.10)'],
  [130, '#093028', '#237a57', 'rgba(255,255,255,0.08)'],
  [155, '#2c3e50', '#34495e', 'rgba(255,220,150,0.14)'],
  [105, '#3d0c02', '#7a2d0c', 'rgba(255,200,120,0.12)'],
  [135, '#1a2a6c', '#5a1a6c', 'rgba(255,255,255,0.10)'],
  [165, '#16222a', '#3a6073', 'rgba(255,255,255,0.10)'],
  [120, '#360033', '#0b6477', 'rgba(255,255,255,0.10)'],
  [145, '#200122', '#6f0000', 'rgba(255,255,255,0.08)'],
  [130, '#000428', '#004e92', 'rgba(120,200,255,0.14)'],
  [150, '#0f0c29', '#302b63', 'rgba(255,255,255,0.12)'],
  [115, '#1d4350', '#355c5a', 'rgba(255,255,255,0.10)'],
  [140, '#3e5151', '#4f5d4b', 'rgba(255,240,200,0.12)'],
  [125, '#2b1055', '#5b2a86', 'rgba(255,255,255,0.10)'],
  [160, '#1c1c1c', '#3b3b3b', 'rgba(212,175,55,0.18)'],
  [110, '#0d324d', '#5b2c6f', 'rgba(255,255,255,0.10)'],
  [135, '#203a43', '#0f2027', 'rgba(255,255,255,0.12)'],
];

export const CARD_BACKGROUND_COUNT = PALETTES.length;

/** The CSS `background` of background n (0..24). */
export function cardBackground(n: number): string {
  const p = PALETTES[((n % PALETTES.length) + PALETTES.length) % PALETTES.length]!;
  const [angle, from, to, glow] = p;
  return `radial-gradient(circle at 85% 15%, ${glow} 0, transparent 45%), linear-gradient(${angle}deg, ${from}, ${to})`;
}

/** The two colours of a background, for the contrast check. */
export function cardBackgroundColours(n: number): [string, string] {
  const p = PALETTES[n]!;
  return [p[1], p[2]];
}

/** A background picked at random each time the card form opens. */
export function randomCardBackground(random: () => number = Math.random): number {
  return Math.min(PALETTES.length - 1, Math.floor(random() * PALETTES.length));
}
