/** Colour arithmetic for themes: palettes from one brand colour (contrast: @gm/domain/contrast). */
import { AA, contrastRatio, hexToRgb } from '@gm/domain/contrast';

type Rgb = [number, number, number];

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

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Ten shades in Mantine's order (0 lightest): the brand colour at 6, tints before, shades after. */
export function paletteFrom(hex: string): [string, string, string, string, string, string, string, string, string, string] {
  const base = hexToRgb(hex);
  const tints = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((w) => rgbToHex(mix(base, WHITE, w)));
  const shades = [0.18, 0.36, 0.54].map((k) => rgbToHex(mix(base, BLACK, k)));
  return [...tints, rgbToHex(base), ...shades] as ReturnType<typeof paletteFrom>;
}

/**
 * The first shade from 6 on that carries white text (and reads as link text on white) at AA.
 * Light brand colours (yellow, grey) therefore use a darker shade for buttons and links.
 */
export function accessibleShade(palette: readonly string[]): 6 | 7 | 8 | 9 {
  for (const i of [6, 7, 8, 9] as const) if (contrastRatio(palette[i]!, '#ffffff') >= AA) return i;
  return 9;
}
