import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import { accessibleShade, paletteFrom } from './color';
import type { AppTheme } from './themes';

/** Mantine theme for one app theme: brand palette, an AA primary shade, motion that respects the user. */
export function mantineThemeFor(theme: AppTheme): MantineThemeOverride {
  const brand = paletteFrom(theme.primaryColor);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: accessibleShade(brand),
    colors: { brand },
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
