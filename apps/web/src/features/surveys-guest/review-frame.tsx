import { Box, Container, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from '../../ui/logo';
import { UntilHydrated } from '../../ui/until-hydrated';
import { PARTNERS, type Partner } from './survey-link';

/**
 * The review page's frame on a phone: the mark and the language choice, then the partner's heading on its branded
 * copies (/reviewstay-santa-clara, -dm; -hotel puts the hotel's own name there) and the hotel's name. Rendered by
 * the server (0046): its controls stay disabled until the page is hydrated.
 */
export function ReviewFrame({
  title,
  hotel,
  partner,
  children,
}: {
  title: string;
  hotel: string | null;
  partner: Partner | null;
  children: ReactNode;
}) {
  const { t } = useT();
  useEffect(() => {
    document.title = `${title} · ${t('app.meta.title')}`;
  }, [title, t]);
  const brand = partner ? (PARTNERS[partner] ?? hotel) : null;
  return (
    <UntilHydrated>
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
          {brand && (
            <Text fw={700} size="sm" c="dark.9" tt="uppercase" data-testid="partner">
              {t('surveysGuest.page.partner', { partner: brand })}
            </Text>
          )}
          {hotel && (
            <Text fw={600} size="sm" c="dark.6" mb="xs" data-testid="hotel-name">
              {hotel}
            </Text>
          )}
          {children}
        </Container>
      </Box>
    </UntilHydrated>
  );
}
