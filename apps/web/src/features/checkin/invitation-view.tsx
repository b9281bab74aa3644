import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { navigate } from '../../lib/navigation';
import { resolveLink } from './api';
import { PageLoading } from './checkin-page';
import { type OpenedGrant, openInvitation } from './grant-api';
import { GuestLayout } from './guest-layout';
import { openHotelLink } from './hotel-link';
import { Notice } from './notice';
import { errorText, showFailure } from './use-guest';

/**
 * Opens the check-in wizard on the shared booking with the grant's token (decision 0067): the hotel's link opens the
 * wizard as /checkin would, the booking is "found" with the token, and /checkin resumes it at the guest selection.
 */
async function startCheckin(g: OpenedGrant & { h: string }): Promise<void> {
  const link = await resolveLink({ h: g.h });
  if (link.tipo !== 'h') throw new Error('not a hotel link');
  openHotelLink('Checkin-Public', g.h, link.contextIns, '');
  const { goToBooking } = await import('./open-guest');
  await goToBooking({ token: g.token, CODRES: g.CODRES, CODPESRES: null });
  navigate(`/checkin?h=${encodeURIComponent(g.h)}`);
}

/** The invited person's view: who shared which booking, and the booking's pages opened with the grant's token. */
export function InvitationView({ code }: { code: string }) {
  const { t } = useT();
  const [starting, setStarting] = useState(false);
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
            {g.h && (
              <Button
                size="md"
                loading={starting}
                data-testid="invitation-checkin"
                onClick={() => {
                  setStarting(true);
                  startCheckin({ ...g, h: g.h! })
                    .catch(showFailure)
                    .finally(() => setStarting(false));
                }}
              >
                {t('checkin.grants.invited.checkin')}
              </Button>
            )}
            <Button component="a" size="md" variant={g.h ? 'default' : 'filled'} href={`/payment?token=${token}`}>
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
