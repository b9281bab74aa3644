import { stayDateLabel, stayDatesDisplay } from '@gm/domain/booking-display';
import { isLastStep } from '@gm/domain/wizard';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bookingForGuest } from '../booking-api';
import { Notice } from '../notice';
import { useGuest } from '../use-guest';
import { dispatch, getCheckin } from '../wizard-store';
import { bookingKey } from './select-person-step';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Confirmation: the last step (unless the summary is the single last one), and what stays on screen once the
 * wizard has finished (the 'wizard finished' event fires when the last step is passed). It says once that the
 * guest is checked in, with the stay (hotel, booking, dates, the hotel's address) and what happens on arrival;
 * no toast repeats it (issue 13).
 */
export function ConfirmationStep() {
  const { t, extras, data, token, context, language } = useGuest();
  useEffect(() => {
    const s = getCheckin();
    if (isLastStep(s.machine) && !s.machine.finished) dispatch({ type: 'next' });
  }, []);
  // The booking the guest selection read (cached); a reload reads it again.
  const booking = useQuery({
    queryKey: bookingKey(data.codRes),
    queryFn: () => bookingForGuest(token, Number(data.codRes)),
    enabled: !!token && !!data.codRes,
    retry: false,
  });
  const dates = stayDatesDisplay(context);
  const b = booking.data;
  return (
    <Stack gap="md" data-testid="checkin-confirmation">
      <Notice tone="success" title={t('checkin.confirmation.title')} />
      <Paper withBorder radius="md" p="sm" data-testid="stay-summary">
        <Title order={2} size="h4" mb={6} style={{ overflowWrap: 'anywhere' }}>
          {context?.nomeIns}
        </Title>
        <Stack gap={4}>
          <Row label={t('checkin.checkout.voucher')} value={b?.VOUCHER} />
          {b && dates !== 'hidden' && (
            <>
              <Row label={t('checkin.checkout.arrival')} value={stayDateLabel(b.DTRESERVA, dates, language)} />
              <Row label={t('checkin.checkout.departure')} value={stayDateLabel(b.DHSAIDAPREV, dates, language)} />
            </>
          )}
          <Row label={t('checkin.summary.address')} value={context?.ENDERECOINS} />
        </Stack>
      </Paper>
      <Text>{t('checkin.confirmation.next')}</Text>
      {(extras.ackDocument || extras.ackSignature || extras.ackAuthorization) && <Text>{t('checkin.summary.atReception')}</Text>}
    </Stack>
  );
}
