import './styles';
import type { MapBookingItem } from '@gm/contracts/bookings';
import { addDays, daysBetween, formatStayDate, parseStayDate, todayIn } from '@gm/domain/bookings';
import { Alert, Anchor, Button, Center, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconCalendarDue, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { DateInput } from '../../ui/date-input';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { bookingKeys, bookingMap } from './api';
import { openMode } from './booking-actions';
import { Timeline, TimelineLegend } from './timeline';
import { defaultStart, layoutTimeline, TIMELINE_STEP_DAYS, TIMELINE_WINDOWS, windowOf } from './timeline-layout';
import { useBookingAccess } from './use-booking-access';
import { useBookingModals } from './use-booking-modals';
import { useLiveBookings } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

/**
 * /operation/reservations-mapping: the reservations timeline. Days across (14, 21 or 31, the window in the address so a
 * view can be shared), bookings as bars from arrival to departure grouped by room type, today marked; a bar opens the
 * booking as the bookings list does.
 */
export function MappingPage() {
  const { t } = useT();
  usePageTitle('bookings.map.title');
  useLiveBookings();
  const access = useBookingAccess();
  const modals = useBookingModals();
  const timeZone = useHotelTimeZone();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const { from, days } = windowOf(params, today);
  const to = addDays(from, days - 1);
  const go = (next: { from?: string; days?: number }) =>
    setParams({ from: next.from ?? from, days: String(next.days ?? days) }, { replace: true });

  const q = useQuery({ queryKey: bookingKeys.map(from, to), queryFn: () => bookingMap(from, to), placeholderData: keepPreviousData });
  // The timeline shows the window its data is for: while the next window loads, the previous one stays as it was
  // (laying the old bars out against the new days would redraw a thousand bars twice).
  const shownFrom = parseStayDate(q.data?.dataInicial) ?? from;
  const shownDays = q.data ? daysBetween(shownFrom, parseStayDate(q.data.dataFinal) ?? to) + 1 : days;
  const groups = useMemo(() => layoutTimeline(q.data?.data ?? [], shownFrom, shownDays), [q.data, shownFrom, shownDays]);
  const shown = groups.reduce((n, g) => n + g.bars.length, 0);
  // Opening a booking needs one of the TRIAL read actions (a refused call would end the session).
  const canOpen = access.reservas || access.checkinouts || access.pessoas;
  const { open } = modals;
  const onOpen = useCallback((b: MapBookingItem) => open(openMode(b.STATUS, access), b.CODRES), [open, access]);

  return (
    <Stack gap="md">
      <PageTitle size="h2">{t('bookings.map.title')}</PageTitle>
      <Group align="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconCalendarDue size={16} aria-hidden="true" />}
          onClick={() => go({ from: defaultStart(today) })}
        >
          {t('bookings.map.goToday')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          onClick={() => go({ from: addDays(from, -TIMELINE_STEP_DAYS) })}
        >
          {t('bookings.map.previous')}
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          onClick={() => go({ from: addDays(from, TIMELINE_STEP_DAYS) })}
        >
          {t('bookings.map.next')}
        </Button>
        <DateInput label={t('bookings.map.from')} value={from} onChange={(iso) => iso && go({ from: iso })} timeZone={timeZone} w={160} />
        <NativeSelect
          label={t('bookings.map.window')}
          value={String(days)}
          onChange={(e) => go({ days: Number(e.currentTarget.value) })}
          data={TIMELINE_WINDOWS.map((n) => ({ value: String(n), label: t('bookings.map.days', { count: n }) }))}
        />
      </Group>
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="status" aria-live="polite" data-testid="timeline-range">
          {formatStayDate(from)} – {formatStayDate(to)}
          {q.data ? ` · ${t('bookings.map.count', { count: shown })}` : ''}
        </Text>
        <TimelineLegend />
      </Group>
      {q.data?.truncado === 'S' && <Alert color="yellow">{t('bookings.map.truncated')}</Alert>}
      {q.isError && !q.data ? (
        <Alert color="red" title={t('bookings.map.failed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => q.refetch()}>
            {t('bookings.map.retry')}
          </Button>
        </Alert>
      ) : q.isPending ? (
        <Center py="xl" role="status">
          <LoadingIndicator />
        </Center>
      ) : (
        <>
          {shown === 0 && (
            <Text data-testid="timeline-empty">
              {t('bookings.map.empty')}{' '}
              {access.reservas && (
                <Anchor component={Link} to="/operation/bookings">
                  {t('bookings.map.emptyAction')}
                </Anchor>
              )}
            </Text>
          )}
          <Timeline
            from={shownFrom}
            days={shownDays}
            today={today}
            groups={groups}
            onOpen={canOpen ? onOpen : undefined}
            loading={q.isPlaceholderData}
          />
        </>
      )}
      {modals.node}
    </Stack>
  );
}
