import '../../ui/guest-touch.css';
import { Box, Container, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { useHydrated } from '../../lib/hydration';
import { useAppTheme } from '../../theme/use-app-theme';
import { LanguageSwitch } from '../../ui/language-switch';

/**
 * The hotel's brand at the top of a guest screen (issue 13): its logo (basic settings) or the theme's mark in its
 * colour, and its name; the platform's name is not shown. A tall (75 px) or very wide logo keeps its proportions
 * inside the header, and a long name wraps to two lines instead of pushing the language choice off a phone.
 */
function GuestBrand({ hotel }: { hotel?: string | null }) {
  const theme = useAppTheme();
  const height = theme.logoHeight;
  return (
    <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
      {theme.logoUrl ? (
        <span data-testid="logo" data-theme={theme.key} style={{ display: 'flex', flexShrink: 0 }}>
          <img src={theme.logoUrl} alt={theme.hotelName ?? hotel ?? ''} className="gm-guest-logo" style={{ maxHeight: height }} />
        </span>
      ) : (
        <svg
          viewBox="0 0 32 32"
          height={Math.min(height, 44)}
          width={Math.min(height, 44)}
          aria-hidden="true"
          focusable="false"
          data-testid="logo"
          data-theme={theme.key}
          style={{ flexShrink: 0 }}
        >
          <rect width="32" height="32" rx="7" fill={theme.primaryColor} />
          <path d="M9 9h3v6h8V9h3v14h-3v-5h-8v5H9z" fill="#ffffff" />
        </svg>
      )}
      {hotel && (
        <Text
          component="span"
          fw={700}
          size="md"
          lh={1.2}
          lineClamp={2}
          miw={0}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="hotel-name"
        >
          {hotel}
        </Text>
      )}
    </Group>
  );
}

/** The frame of the guest's screens on a phone: the hotel's brand and the language choice. */
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
    <fieldset disabled={!hydrated} role="presentation" className="gm-guest" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Box mih="100vh" bg="var(--mantine-color-gray-0)">
        <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size="xs" px="sm" py={8}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <GuestBrand hotel={hotel} />
              <LanguageSwitch touch />
            </Group>
          </Container>
        </Box>
        <Container component="main" id="main" size="xs" px="sm" py="md">
          {children}
        </Container>
      </Box>
    </fieldset>
  );
}
