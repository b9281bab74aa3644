import type { BasicSettings } from '@gm/contracts/institutions/settings';
import { Divider, Stack } from '@mantine/core';
import { LogoField } from './logo-field';
import { ThemeColourForm } from './theme-colour-form';

/** How the hotel's guest pages look: its logo and its colour, with a preview. */
export function AppearanceSection({ settings }: { settings: BasicSettings }) {
  return (
    <Stack gap="lg" maw={900}>
      <LogoField settings={settings} />
      <Divider />
      <ThemeColourForm settings={settings} />
    </Stack>
  );
}
