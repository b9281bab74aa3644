import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { cssVariablesResolver, mantineThemeFor } from '../theme/mantine-theme';
import { useAppTheme } from '../theme/use-app-theme';
import { ToastHost } from './toast-host';

/** Mantine with the theme in force and the toasts: what every screen of both entries renders in. */
export function UiProviders({ children }: { children: ReactNode }) {
  const appTheme = useAppTheme();
  const theme = useMemo(() => mantineThemeFor(appTheme), [appTheme]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastHost />
      {children}
    </MantineProvider>
  );
}
