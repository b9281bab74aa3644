/** Colour arithmetic for themes: palettes from one brand colour and WCAG contrast checks. */
type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, amountOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * (1 - amountOfB) + b[i]! * amountOfB) as Rgb;
}

function relativeLuminance(hex: string): number {
  const lin = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Ten shades in Mantine's order (0 lightest): the brand colour at 6, tints before, shades after. */
export function paletteFrom(hex: string): [string, string, string, string, string, string, string, string, string, string] {
  const base = hexToRgb(hex);
  const tints = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((w) => rgbToHex(mix(base, WHITE, w)));
  const shades = [0.18, 0.36, 0.54].map((k) => rgbToHex(mix(base, BLACK, k)));
  return [...tints, rgbToHex(base), ...shades] as ReturnType<typeof paletteFrom>;
}

/** WCAG AA for normal text. */
export const AA = 4.5;

/**
 * The first shade from 6 on that carries white text (and reads as link text on white) at AA.
 * Light brand colours (yellow, grey) therefore use a darker shade for buttons and links.
 */
export function accessibleShade(palette: readonly string[]): 6 | 7 | 8 | 9 {
  for (const i of [6, 7, 8, 9] as const) if (contrastRatio(palette[i]!, '#ffffff') >= AA) return i;
  return 9;
}
