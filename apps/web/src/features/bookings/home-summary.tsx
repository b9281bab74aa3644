import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { bookingKeys, operationSummary } from './api';
import { useBookingAccess } from './use-booking-access';
import { useLiveBookings } from './use-live-bookings';

function Stat({ label, value, detail, to, testId }: { label: string; value: number; detail?: string; to: string | null; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" fw={600}>
        {to ? (
          <Anchor component={Link} to={to}>
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Text>
      <Text size="xl" fw={700} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {detail && <Text size="xs">{detail}</Text>}
    </Card>
  );
}

/** Home: today's arrivals, departures and pending registrations of the current hotel (live). */
export function OperationSummary() {
  const { t } = useT();
  useLiveBookings();
  const access = useBookingAccess();
  const q = useQuery({ queryKey: bookingKeys.summary(), queryFn: operationSummary });
  if (!q.data) return null;
  const s = q.data;
  const reception = access.checkinouts ? '/operation/reception' : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="operation-summary-title">
      <Title order={2} size="h4" id="operation-summary-title">
        {t('bookings.home.title', { date: s.dataReferencia })}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <Stat
          label={t('bookings.home.arrivals')}
          value={s.chegadasHoje}
          detail={t('bookings.home.arrivalsPending', { count: s.chegadasPendentes })}
          to={reception}
          testId="summary-arrivals"
        />
        <Stat label={t('bookings.home.inHouse')} value={s.hospedados} to={reception} testId="summary-inhouse" />
        <Stat
          label={t('bookings.home.departures')}
          value={s.saidasHoje}
          detail={t('bookings.home.departuresPending', { count: s.saidasPendentes })}
          to={reception}
          testId="summary-departures"
        />
        <Stat
          label={t('bookings.home.pending')}
          value={s.cadastrosPendentes}
          to={access.pessoas ? '/operation/pending' : null}
          testId="summary-pending"
        />
      </SimpleGrid>
    </Stack>
  );
}
