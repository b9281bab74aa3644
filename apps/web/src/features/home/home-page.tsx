import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { listed } from '../../lib/access';
import { useRouteTable } from '../../lib/route-table';
import { useSession } from '../../lib/session/session-store';
import { OperationSummarySlot } from '../bookings/public';
import { HelpWidget } from './help-widget';
import classes from './home.module.css';

/** /home/index: the areas the user may open in the current hotel, and the help widget (only here). */
export function HomePage() {
  const { t } = useT();
  const { user, contextIns } = useSession();
  const { routes } = useRouteTable();
  const areas = useMemo(
    () => routes.filter((r) => r.name !== 'Home' && listed(r, { user, contextIns })).sort((a, b) => a.nav!.order - b.nav!.order),
    [routes, user, contextIns],
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('home.index.greeting', { name: user.name.split(' ')[0] })}
        </Title>
        {contextIns && <Text mt={4}>{t('home.index.subtitle', { hotel: contextIns.nomeIns })}</Text>}
      </div>
      <OperationSummarySlot />
      <Title order={2} size="h4">
        {t('home.index.areas')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className={classes.grid}>
        {areas.map((r) => {
          const Icon = r.nav!.icon;
          return (
            <li key={r.name}>
              <Card component={Link} to={r.nav!.to ?? r.path} withBorder padding="lg" radius="md" className={classes.card}>
                <Group wrap="nowrap">
                  {Icon && (
                    <ThemeIcon size={40} radius="md" variant="filled" aria-hidden="true">
                      <Icon size={22} />
                    </ThemeIcon>
                  )}
                  <Text fw={600}>{t(r.nav!.labelKey)}</Text>
                </Group>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
      <HelpWidget />
    </Stack>
  );
}
