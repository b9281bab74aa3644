import '../../../ui/guest-touch.css';
import { Box, Container, Group } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../../i18n/use-t';
import { LanguageSwitch } from '../../../ui/language-switch';
import { Logo } from '../../../ui/logo';
import { UntilHydrated } from '../../../ui/until-hydrated';

/** The frame of the public payment page on a phone: the partner's mark and the language choice (0042: rendered by the server). */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT();
  // The title's key lives in this feature's bundle, loaded with the page: set it here.
  useEffect(() => {
    document.title = `${title} · ${t('app.meta.title')}`;
  }, [title, t]);
  return (
    <UntilHydrated>
      <Box mih="100vh" bg="var(--mantine-color-gray-0)" className="gm-guest">
        <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size="xs" px="sm" py={8}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Logo />
              <LanguageSwitch touch />
            </Group>
          </Container>
        </Box>
        <Container component="main" id="main" size="xs" px="sm" py="md">
          {children}
        </Container>
      </Box>
    </UntilHydrated>
  );
}
