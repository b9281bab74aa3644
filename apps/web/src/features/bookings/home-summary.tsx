import type { TodayBooking } from '@gm/contracts/home/replies';
import { formatMoney } from '@gm/domain/format';
import { Alert, Button, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { reaisOnWireToCents } from '../../ui/money';
import { bookingKeys, todayWork } from './api';
import { openMode } from './booking-actions';
import type { BookingModalMode } from './booking-form';
import { StatusBadge } from './status-badges';
import { TodayItem, TodaySection } from './today-section';
import { useBookingAccess } from './use-booking-access';
import { useBookingModals } from './use-booking-modals';
import { useLiveBookings } from './use-live-bookings';

/** Items per list on Home (each list scrolls); beyond them "see all" leads to the screen with the whole list. */
const ITEMS = 50;

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useT();
  const complete = total > 0 && done >= total;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {complete && <IconCircleCheck size={14} color="var(--mantine-color-green-9)" aria-hidden="true" />}
      <Text size="xs" fw={complete ? 600 : 400}>
        {t('bookings.today.progress', { done, total })}
      </Text>
    </Group>
  );
}

function Balance({ reais }: { reais: number | null }) {
  const { t } = useT();
  if (reais === null) return null;
  return reais > 0 ? (
    <Text size="xs" fw={600} c="red.9">
      {t('bookings.today.balanceDue', { amount: formatMoney(reaisOnWireToCents(reais)) })}
    </Text>
  ) : (
    <Text size="xs">{t('bookings.today.noBalance')}</Text>
  );
}

/**
 * Home: the front desk's work of the hotel's today (PainelHojeService): arrivals with their web check-in progress,
 * departures with what is still due, guests in house, registrations pending with the PMS and recent web check-ins. Each
 * list shows only when the user's permissions cover it; each item opens its booking. Live.
 */
export function TodayWork() {
  const { t } = useT();
  useLiveBookings();
  const access = useBookingAccess();
  const modals = useBookingModals();
  const q = useQuery({ queryKey: bookingKeys.today(ITEMS), queryFn: () => todayWork(ITEMS) });
  if (q.isPending)
    return (
      <Center py="xl" role="status">
        <LoadingIndicator />
      </Center>
    );
  if (!q.data)
    return (
      <Alert color="red" title={t('bookings.today.failed')}>
        <Button variant="default" size="xs" mt="xs" onClick={() => q.refetch()}>
          {t('bookings.today.retry')}
        </Button>
      </Alert>
    );
  const w = q.data;
  const stays = access.checkinouts ? '/operation/reception' : access.reservas ? '/operation/bookings' : null;
  const open = (b: { STATUS: TodayBooking['STATUS']; CODRES: number }, prefer: Exclude<BookingModalMode, 'new'>) => () =>
    modals.open(openMode(b.STATUS, access, prefer), b.CODRES);
  const detail = (...parts: (string | null | false)[]) => parts.filter(Boolean).join(' · ');
  const guests = (b: TodayBooking) => t('bookings.today.guests', { count: b.qtdPessoas });

  return (
    <Stack gap="sm" component="section" aria-labelledby="today-title" data-testid="today-work">
      <Title order={2} size="h4" id="today-title">
        {t('bookings.today.title', { date: w.dataReferencia })}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {w.chegadas && (
          <TodaySection
            title={t('bookings.today.arrivals')}
            total={w.chegadas.total}
            empty={t('bookings.today.arrivalsEmpty')}
            seeAll={stays}
            testId="today-arrivals"
          >
            {w.chegadas.data.map((b) => (
              <TodayItem
                key={b.CODRES}
                codRes={b.CODRES}
                name={b.NOME}
                detail={detail(b.VOUCHER, guests(b), b.tipoUHEstadia)}
                aside={
                  <>
                    <Progress done={b.qtdWebCheckinRealizados} total={b.qtdPessoas} />
                    {b.STATUS !== 'R' && <StatusBadge status={b.STATUS} />}
                  </>
                }
                onOpen={open(b, 'checkin')}
              />
            ))}
          </TodaySection>
        )}
        {w.saidas && (
          <TodaySection
            title={t('bookings.today.departures')}
            total={w.saidas.total}
            empty={t('bookings.today.departuresEmpty')}
            seeAll={stays}
            testId="today-departures"
          >
            {w.saidas.data.map((b) => (
              <TodayItem
                key={b.CODRES}
                codRes={b.CODRES}
                name={b.NOME}
                detail={detail(b.VOUCHER, t('bookings.today.leaves', { date: b.DHSAIDAPREV }), b.tipoUHEstadia)}
                aside={
                  <>
                    <Balance reais={b.saldoDevedor} />
                    {b.STATUS !== 'I' && <StatusBadge status={b.STATUS} />}
                  </>
                }
                onOpen={open(b, 'postpone')}
              />
            ))}
          </TodaySection>
        )}
        {w.hospedados && (
          <TodaySection
            title={t('bookings.today.inHouse')}
            total={w.hospedados.total}
            empty={t('bookings.today.inHouseEmpty')}
            seeAll={stays}
            testId="today-inhouse"
          >
            {w.hospedados.data.map((b) => (
              <TodayItem
                key={b.CODRES}
                codRes={b.CODRES}
                name={b.NOME}
                detail={detail(b.VOUCHER, t('bookings.today.leaves', { date: b.DHSAIDAPREV }), b.tipoUHEstadia)}
                aside={<Balance reais={b.saldoDevedor} />}
                onOpen={open(b, 'postpone')}
              />
            ))}
          </TodaySection>
        )}
        {w.cadastrosPendentes && (
          <TodaySection
            title={t('bookings.today.pending')}
            total={w.cadastrosPendentes.total}
            empty={t('bookings.today.pendingEmpty')}
            seeAll={access.pessoas ? '/operation/pending' : null}
            testId="today-pending"
          >
            {w.cadastrosPendentes.data.map((r) => (
              <TodayItem
                key={r.codLib}
                codRes={r.CODRES}
                name={r.NOME}
                detail={detail(r.VOUCHER, r.dhLiberacao !== '-' && r.dhLiberacao)}
                aside={
                  <Group gap={4} wrap="nowrap">
                    {r.statusPms === 'error' ? (
                      <IconAlertTriangle size={14} color="var(--mantine-color-red-9)" aria-hidden="true" />
                    ) : (
                      <IconClock size={14} aria-hidden="true" />
                    )}
                    <Text size="xs" c={r.statusPms === 'error' ? 'red.9' : undefined}>
                      {t(r.statusPms === 'error' ? 'bookings.today.pmsError' : 'bookings.today.pmsPending')}
                    </Text>
                  </Group>
                }
                onOpen={() => modals.open('view', r.CODRES)}
              />
            ))}
          </TodaySection>
        )}
        {w.webCheckinsRecentes && (
          <TodaySection
            title={t('bookings.today.recent')}
            total={w.webCheckinsRecentes.total}
            empty={t('bookings.today.recentEmpty')}
            seeAll={access.reservas ? '/operation/bookings' : null}
            testId="today-recent"
          >
            {w.webCheckinsRecentes.data.map((c) => (
              <TodayItem
                key={c.CODPESRES}
                codRes={c.CODRES}
                name={c.NOME}
                detail={detail(c.VOUCHER, c.DTRESERVA, t('bookings.today.webCheckinAt', { date: c.dhWebCheckin }))}
                aside={<Progress done={c.qtdWebCheckinRealizados} total={c.qtdPessoas} />}
                onOpen={() => modals.open('view', c.CODRES)}
              />
            ))}
          </TodaySection>
        )}
      </SimpleGrid>
      {modals.node}
    </Stack>
  );
}
