import './styles';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { getNotificationSettings, notificationKeys } from './api';
import { NotificationsForm } from './notifications-form';

/** /config/notificationssettings: which e-mails the hotel sends to guests and staff, in which language, to whom. */
export function NotificationsPage() {
  const { t } = useT();
  const codIns = useSession().contextIns?.codIns ?? 0;
  const query = useQuery({ queryKey: notificationKeys.settings(codIns), queryFn: getNotificationSettings });
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle size="h2">{t('shell.nav.notifications')}</PageTitle>
      <Text>{t('notifications.page.intro')}</Text>
      {query.isError ? (
        <Alert color="red" role="alert" title={t('notifications.page.loadError')}>
          <Button variant="light" size="xs" onClick={() => void query.refetch()}>
            {t('notifications.page.retry')}
          </Button>
        </Alert>
      ) : query.data ? (
        <NotificationsForm key={codIns} codIns={codIns} reply={query.data} />
      ) : (
        <div role="status">
          <LoadingIndicator />
        </div>
      )}
    </Stack>
  );
}
