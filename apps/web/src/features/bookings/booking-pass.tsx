import type { BookingDetails } from '@gm/contracts/bookings';
import { formatStayDate } from '@gm/domain/bookings';
import { Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import type { BookingFormState } from './booking-form';
import { StatusBadge, SyncBadge } from './status-badges';
import { nightsOf, weekdayOf } from './stay-dates';

/**
 * The side card of the booking modals: the booking pass as the guest gets it (hotel, voucher, stay
 * with weekdays and nights, guests and their online check-in), following the form as it is edited.
 */
export function BookingPass({ form, details }: { form: BookingFormState; details: BookingDetails | null }) {
  const { t, language } = useT();
  const { contextIns } = useSession();
  const nights = nightsOf(form.DTRESERVA, form.DHSAIDAPREV);
  const day = (iso: string) => (iso ? `${formatStayDate(iso)} · ${weekdayOf(iso, language)}` : '-');
  const done = form.pessoas.filter((p) => p.statusWebCheckin === 'D').length;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="aside"
      aria-label={t('bookings.pass.title')}
      data-testid="booking-pass"
      bg="var(--mantine-color-gray-0)"
    >
      <Stack gap="xs">
        <Group gap={6}>
          <IconTicket size={20} aria-hidden="true" />
          <Text fw={700}>{t('bookings.pass.title')}</Text>
        </Group>
        <Text size="sm">{contextIns?.nomeIns}</Text>
        <Text size="lg" fw={700} data-testid="pass-voucher">
          {form.VOUCHER || '—'}
        </Text>
        {details && (
          <Group gap={6}>
            <StatusBadge status={details.STATUS} />
            <SyncBadge synced={details.sincronizacaoConcluida} />
          </Group>
        )}
        <Divider />
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('bookings.fields.checkIn')}
          </Text>
          <Text size="sm">{day(form.DTRESERVA)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('bookings.fields.checkOut')}
          </Text>
          <Text size="sm">{day(form.DHSAIDAPREV)}</Text>
        </div>
        <Text size="sm">{t('bookings.pass.nights', { count: nights })}</Text>
        <Divider />
        <Text size="sm">{t('bookings.card.guests', { count: form.pessoas.length })}</Text>
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {form.pessoas.map((p, i) => (
            <li key={p.key}>
              <Text size="sm" span>
                {p.NOME.trim() || t('bookings.form.guest', { n: i + 1 })}
              </Text>
            </li>
          ))}
        </Stack>
        {details && (
          <Badge variant="outline" color={done === form.pessoas.length ? 'green.9' : 'gray.8'} c="dark.7">
            {t('bookings.card.onlineCheckin', { done, total: form.pessoas.length })}
          </Badge>
        )}
        {details && details.DHLIMITEWEBCHECKIN !== '-' && (
          <Text size="xs">{t('bookings.pass.deadline', { date: details.DHLIMITEWEBCHECKIN })}</Text>
        )}
      </Stack>
    </Paper>
  );
}
