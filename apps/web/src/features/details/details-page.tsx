import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { PageTitle } from '../../ui/page-title';
import { MyBookingsSlot } from '../bookings/public';

/** /details/index: the signed-in guest's own data (their bookings are added by the bookings feature). */
export function DetailsPage() {
  const { t } = useT();
  const { user, contextIns } = useSession();
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle size="h2">{t('details.index.title')}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="md">
          {t('details.index.personal')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <div>
            <Text component="dt" size="sm" fw={600}>
              {t('details.index.name')}
            </Text>
            <Text component="dd" m={0} data-testid="details-name">
              {user.name}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" fw={600}>
              {t('details.index.email')}
            </Text>
            <Text component="dd" m={0} data-testid="details-email">
              {user.email}
            </Text>
          </div>
          {contextIns && (
            <div>
              <Text component="dt" size="sm" fw={600}>
                {t('details.index.hotel')}
              </Text>
              <Text component="dd" m={0}>
                {contextIns.nomeIns}
              </Text>
            </div>
          )}
        </SimpleGrid>
      </Paper>
      <MyBookingsSlot />
    </Stack>
  );
}
