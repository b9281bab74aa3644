import './styles';
import { addDays, formatStayDate, parseStayDate, todayIn } from '@gm/domain/bookings';
import { Alert, Button, Center, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { DateInput } from '../../ui/date-input';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { bookingKeys, bookingMap } from './api';
import { daysOf } from './stay-dates';
import { useBookingAccess } from './use-booking-access';
import { useBookingModals } from './use-booking-modals';
import { useLiveBookings } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

const DAYS = 14;
const STATUS_BG: Record<string, string> = {
  R: 'var(--mantine-color-blue-1)',
  I: 'var(--mantine-color-green-1)',
  O: 'var(--mantine-color-gray-2)',
  C: 'var(--mantine-color-red-1)',
};

/**
 * /operation/reservations-mapping: bookings laid out by day over two weeks; each booking is a bar
 * spanning its nights within the range (one table cell with colSpan, so screen readers read its dates).
 */
export function MappingPage() {
  const { t, language } = useT();
  usePageTitle('bookings.map.title');
  useLiveBookings();
  const access = useBookingAccess();
  const modals = useBookingModals();
  // Opening a booking needs one of the TRIAL read actions (a refused call would end the session).
  const canView = access.reservas || access.checkinouts || access.pessoas;
  const timeZone = useHotelTimeZone();
  const [from, setFrom] = useState(() => todayIn(timeZone));
  const to = addDays(from, DAYS - 1);
  const days = daysOf(from, to);
  const q = useQuery({ queryKey: bookingKeys.map(from, to), queryFn: () => bookingMap(from, to), placeholderData: keepPreviousData });
  const dayLabel = (iso: string) =>
    new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : language, {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T12:00:00Z`));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('bookings.map.title')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} onClick={() => setFrom(addDays(from, -7))}>
          {t('bookings.map.previous')}
        </Button>
        <DateInput label={t('bookings.map.from')} value={from} onChange={(iso) => iso && setFrom(iso)} timeZone={timeZone} w={160} />
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          onClick={() => setFrom(addDays(from, 7))}
        >
          {t('bookings.map.next')}
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {formatStayDate(from)} – {formatStayDate(to)}
        </Text>
      </Group>
      {q.data?.truncado === 'S' && <Alert color="yellow">{t('bookings.map.truncated')}</Alert>}
      {q.isPending ? (
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      ) : !q.data?.data.length ? (
        <Text>{t('bookings.map.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={1100}>
          <Table withColumnBorders layout="fixed" data-testid="map-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={220}>{t('bookings.map.booking')}</Table.Th>
                {days.map((d) => (
                  <Table.Th key={d} ta="center" fz="xs">
                    {dayLabel(d)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.data.map((b) => {
                const start = parseStayDate(b.DTRESERVA) ?? from;
                const end = parseStayDate(b.DHSAIDAPREV) ?? start;
                const first = start < from ? 0 : days.indexOf(start);
                // The bar covers the nights (check-out day excluded), at least one cell.
                const lastNight = end > start ? addDays(end, -1) : start;
                const last = lastNight > to ? days.length - 1 : days.indexOf(lastNight);
                const span = Math.max(1, last - first + 1);
                const main = b.pessoasReserva[0];
                return (
                  <Table.Tr key={b.CODRES}>
                    <Table.Th scope="row" fw={500} fz="sm">
                      {canView ? (
                        <Button variant="subtle" size="compact-sm" onClick={() => modals.open('view', b.CODRES)}>
                          {b.VOUCHER}
                        </Button>
                      ) : (
                        <Text size="sm">{b.VOUCHER}</Text>
                      )}
                      <Text size="xs" truncate>
                        {main ? (main.WEBCHECKNOME ?? main.NOME) : '-'}
                        {b.tipoUHEstadia ? ` · ${b.tipoUHEstadia}` : ''}
                      </Text>
                    </Table.Th>
                    {first > 0 && <Table.Td colSpan={first} />}
                    <Table.Td colSpan={span} style={{ background: STATUS_BG[b.STATUS] }} fz="xs">
                      {b.DTRESERVA} – {b.DHSAIDAPREV} · {t(`bookings.status.${b.STATUS}`)}
                    </Table.Td>
                    {first + span < days.length && <Table.Td colSpan={days.length - first - span} />}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {modals.node}
    </Stack>
  );
}
