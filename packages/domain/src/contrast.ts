/**
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the hotel's theme colour must carry
 * white text (buttons, the guest page header) and read as text on white (links) at AA for normal text, 4.5:1. The
 * ratio is symmetric, so one figure answers both.
 */

/** WCAG AA for normal text. */
export const AA = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

/** '#rrggbb' (either case). */
export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function relativeLuminance(hex: string): number {
  const lin = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

/** From 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ThemeColourVerdict {
  /** Contrast with white, rounded down to two decimals (what the settings page shows). */
  ratio: number;
  /** White text on the colour and the colour on white both reach AA. */
  passes: boolean;
}

/** Whether a theme colour carries white text and reads on white at AA. */
export function themeColourVerdict(hex: string): ThemeColourVerdict {
  const ratio = contrastRatio(hex, '#ffffff');
  return { ratio: Math.floor(ratio * 100) / 100, passes: ratio >= AA };
}
