import { Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { PageTitle } from '../../ui/page-title';
import { TodayWorkSlot, useHasTodayWork } from '../bookings/public';
import { HelpWidget } from './help-widget';

/**
 * /home/index: the front desk's work of the hotel's today (the lists the user may see, each item opening its booking),
 * and the help widget (only here). The menu already lists the areas: Home does not repeat it.
 */
export function HomePage() {
  const { t } = useT();
  const { user, contextIns } = useSession();
  const hasLists = useHasTodayWork();
  return (
    <Stack gap="lg">
      <div>
        <PageTitle size="h2">{t('home.index.greeting', { name: user.name.split(' ')[0] })}</PageTitle>
        {contextIns && <Text mt={4}>{t('home.index.subtitle', { hotel: contextIns.nomeIns })}</Text>}
      </div>
      {hasLists ? <TodayWorkSlot /> : <Text data-testid="home-no-lists">{t('home.index.noLists')}</Text>}
      <HelpWidget />
    </Stack>
  );
}
