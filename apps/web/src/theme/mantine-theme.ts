import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineThemeOverride,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { accessibleShade, paletteFrom } from './color';
import type { AppTheme } from './themes';

/** Mantine theme for one app theme: brand palette, an AA primary shade, motion that respects the user. */
export function mantineThemeFor(theme: AppTheme): MantineThemeOverride {
  const brand = paletteFrom(theme.primaryColor);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: accessibleShade(brand),
    colors: { brand },
    variantColorResolver: lightTextAtAA,
    // Users (and the browser tests) that ask for reduced motion get no transitions.
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    cursorType: 'pointer',
    other: { logoHeight: theme.logoHeight, themeKey: theme.key },
  });
}

/** Mantine's dimmed grey and error red miss AA on white: use darker ones. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});

/**
 * Mantine's light variant (badges, light buttons) writes a mid shade on a pale tint of the same colour: blue 3.2:1,
 * green 2.2:1, below AA (4.5). Even shade 9 misses it for green (4.0), orange (3.9) and yellow (2.8), so the text is
 * shade 9 darkened by 30 %: green 6.9:1, yellow 5.2:1, blue 8.6:1 on their tints.
 */
const lightTextAtAA: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor ? { ...colors, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), #000 30%)` } : colors;
};
