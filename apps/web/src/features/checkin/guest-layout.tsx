import { Box, Container, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { useHydrated } from '../../lib/hydration';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from '../../ui/logo';

/** The frame of the guest's screens on a phone: the partner's mark, the hotel, the language choice. */
export function GuestLayout({ hotel, title, children }: { hotel?: string | null; title: string; children: ReactNode }) {
  const { t } = useT();
  const hydrated = useHydrated();
  // The route's title key lives in this feature's bundle, which loads with the page: set it here.
  useEffect(() => {
    document.title = `${title} · ${t('app.meta.title')}`;
  }, [title, t]);
  // A page the server rendered is on screen before its scripts: its controls stay disabled until React has taken
  // it over (the fieldset disables every button and field inside; it is only a wrapper, hence no group role).
  return (
    <fieldset disabled={!hydrated} role="presentation" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Box mih="100vh" bg="var(--mantine-color-gray-0)">
        <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size="xs" px="sm" py={8}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Logo />
              <LanguageSwitch />
            </Group>
          </Container>
        </Box>
        <Container component="main" id="main" size="xs" px="sm" py="md">
          {hotel && (
            <Text fw={600} size="sm" c="dimmed" mb="xs" data-testid="hotel-name">
              {hotel}
            </Text>
          )}
          {children}
        </Container>
      </Box>
    </fieldset>
  );
}
