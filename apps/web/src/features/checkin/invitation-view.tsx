import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { PageLoading } from './checkin-page';
import { openInvitation } from './grant-api';
import { GuestLayout } from './guest-layout';
import { Notice } from './notice';
import { errorText } from './use-guest';

/** The invited person's view: who shared which booking, and the booking's pages opened with the grant's token. */
export function InvitationView({ code }: { code: string }) {
  const { t } = useT();
  const opened = useQuery({
    queryKey: ['checkin', 'invitation', code],
    queryFn: () => openInvitation(code),
    retry: false,
    staleTime: Infinity,
  });
  const g = opened.data;
  const token = g ? encodeURIComponent(g.token) : '';
  const hotelLink = g?.h ? `h=${encodeURIComponent(g.h)}&` : '';
  return (
    <GuestLayout hotel={g?.nomeIns} title={t('checkin.grants.invited.title')}>
      {opened.isPending ? (
        <PageLoading />
      ) : opened.isError ? (
        <Notice tone="warning" title={errorText(opened.error)} testId="invitation-refused" />
      ) : (
        g && (
          <Stack gap="md" data-testid="invitation">
            <Title order={1} size="h3">
              {t('checkin.grants.invited.title')}
            </Title>
            <Text>{t('checkin.grants.invited.intro', { by: g.concedidoPor, hotel: g.nomeIns, voucher: g.voucher })}</Text>
            <Button component="a" size="md" href={`/payment?token=${token}`}>
              {t('checkin.grants.invited.pay')}
            </Button>
            {g.h && (
              <Button component="a" size="md" variant="default" href={`/fill-preferences?${hotelLink}token=${token}`}>
                {t('checkin.grants.invited.preferences')}
              </Button>
            )}
            <Text size="sm" c="dimmed">
              {t('checkin.grants.invited.personal')}
            </Text>
          </Stack>
        )
      )}
    </GuestLayout>
  );
}
