import type { GuestBooking } from '@gm/contracts/bookings/replies';
import { stayDateLabel, stayDatesDisplay } from '@gm/domain/booking-display';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingForGuest } from '../booking-api';
import { Busy } from '../busy';
import { Notice } from '../notice';
import { openGuest } from '../open-guest';
import { showFailure, useGuest } from '../use-guest';
import { dispatch } from '../wizard-store';

export const bookingKey = (codRes: string | undefined) => ['checkin', 'booking', codRes ?? ''] as const;

/** Guest selection (spec section 2): each guest of the booking, pending or done; a pending one starts their check-in. */
export function SelectPersonStep() {
  const { t, s, data, token, context, language } = useGuest();
  const dates = stayDatesDisplay(context);
  const [opening, setOpening] = useState<number | null>(null);
  const booking = useQuery({
    queryKey: bookingKey(data.codRes),
    queryFn: () => bookingForGuest(token, Number(data.codRes)),
    enabled: !!token && !!data.codRes,
    staleTime: 0,
  });

  const open = async (p: GuestBooking['pessoasReserva'][number]) => {
    setOpening(p.CODPESRES);
    try {
      // A guest who started before (or a returning profile linked by staff) finds their data filled in.
      await openGuest(token, p);
      dispatch({ type: 'next' });
    } catch (error) {
      showFailure(error);
    } finally {
      setOpening(null);
    }
  };

  if (booking.isPending) return <Busy />;
  if (booking.isError) {
    return (
      <Stack>
        <Text>{t('checkin.selectPerson.loadFailed')}</Text>
        <Button variant="default" onClick={() => void booking.refetch()}>
          {t('checkin.actions.retry')}
        </Button>
      </Stack>
    );
  }
  const persons = booking.data.pessoasReserva;
  const pending = persons.filter((p) => p.statusWebCheckin === 'P');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {dates === 'hidden'
          ? t('checkin.selectPerson.bookingNoDates', { voucher: booking.data.VOUCHER })
          : t('checkin.selectPerson.booking', {
              voucher: booking.data.VOUCHER,
              from: stayDateLabel(booking.data.DTRESERVA, dates, language),
              to: stayDateLabel(booking.data.DHSAIDAPREV, dates, language),
            })}
      </Text>
      {pending.length === 0 && s.machine.variant === 'totem' ? (
        // The kiosk (spec section 4, totem): a guest who did the web check-in before arriving goes on to the
        // payment, when the hotel takes it, or to the check-in, and gets the room key.
        <Stack gap="sm">
          <Notice tone="success" title={t('checkin.selectPerson.allDoneTitle')} testId="all-done">
            {t('checkin.kiosk.webDone.continueHint')}
          </Notice>
          <Button size="xl" onClick={() => dispatch({ type: 'finish-webcheckin' })} data-testid="kiosk-continue">
            {t('checkin.kiosk.webDone.continue')}
          </Button>
        </Stack>
      ) : pending.length === 0 ? (
        <Notice tone="success" title={t('checkin.selectPerson.allDoneTitle')} testId="all-done">
          {t('checkin.selectPerson.allDone')}
        </Notice>
      ) : (
        <Text>{t('checkin.selectPerson.intro')}</Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('checkin.selectPerson.list')}>
        {persons.map((p) => {
          const done = p.statusWebCheckin === 'D';
          return (
            <Paper key={p.CODPESRES} component="li" withBorder radius="md" p="sm" data-testid="booking-person">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text fw={600} truncate="end">
                    {p.NOME}
                  </Text>
                  <Group gap={6}>
                    {p.principal === 'S' && (
                      <Badge variant="light" color="gray" c="dark.8">
                        {t('checkin.selectPerson.main')}
                      </Badge>
                    )}
                    <Badge variant="light" color={done ? 'green' : 'yellow'} c="dark.8" data-testid="person-status">
                      {done ? t('checkin.selectPerson.done') : t('checkin.selectPerson.pending')}
                    </Badge>
                  </Group>
                </Stack>
                {!done && (
                  <Button
                    onClick={() => void open(p)}
                    loading={opening === p.CODPESRES}
                    disabled={opening !== null}
                    aria-label={t('checkin.selectPerson.start', { name: p.NOME })}
                  >
                    {t('checkin.selectPerson.startShort')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
