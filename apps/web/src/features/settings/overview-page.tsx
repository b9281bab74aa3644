import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { canOpen } from '../../lib/access';
import { useRouteTable } from '../../lib/route-table';
import { useSession } from '../../lib/session/session-store';
import { PageTitle } from '../../ui/page-title';

/**
 * The settings sections by path (spec section 2 /config/{section}; outbox and audit are this product's). Other
 * features add their screens to the route table; a section shows only when its route exists and the user may open it.
 */
const SECTIONS = [
  { key: 'basic', path: '/config/basicsettings' },
  { key: 'notifications', path: '/config/notificationssettings' },
  { key: 'saveconf', path: '/config/saveconf' },
  { key: 'users', path: '/config/managerusers' },
  { key: 'outbox', path: '/config/outbox' },
  { key: 'audit', path: '/config/audit' },
] as const;

/** /config and /config/index: the settings the user may open, one card and one line each. */
export function SettingsOverviewPage() {
  const { t } = useT();
  const { user, contextIns } = useSession();
  const { findRoute } = useRouteTable();
  const sections = useMemo(
    () =>
      SECTIONS.flatMap((s) => {
        const route = findRoute(s.path);
        return route && route.path === s.path && canOpen(route, { user, contextIns }) ? [{ ...s, route }] : [];
      }),
    [findRoute, user, contextIns],
  );
  return (
    <Stack gap="lg">
      <div>
        <PageTitle size="h2">{t('settings.titles.overview')}</PageTitle>
        {contextIns && <Text mt={4}>{t('settings.overview.subtitle', { hotel: contextIns.nomeIns })}</Text>}
      </div>
      {sections.length === 0 ? (
        <Text data-testid="settings-none">{t('settings.overview.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sections.map((s) => {
            const Icon = s.route.nav?.icon;
            return (
              <Card component="li" key={s.key} withBorder radius="md" padding="md" data-testid={`settings-section-${s.key}`}>
                <Stack gap={6}>
                  <Title order={2} size="h4">
                    <Anchor component={Link} to={s.path} inherit style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                      {Icon && <Icon size={20} stroke={1.8} aria-hidden />}
                      {t(s.route.nav?.labelKey ?? s.route.titleKey ?? `settings.overview.sections.${s.key}`)}
                    </Anchor>
                  </Title>
                  <Text size="sm">{t(`settings.overview.sections.${s.key}`)}</Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
