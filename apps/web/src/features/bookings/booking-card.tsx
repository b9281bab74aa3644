import type { BookingItem } from '@gm/contracts/bookings';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { cardActions } from './booking-actions';
import type { BookingModalMode } from './booking-form';
import { originLabel } from './origin-label';
import { StatusBadge, SyncBadge } from './status-badges';
import type { BookingAccess } from './use-booking-access';

export type OpenBooking = (mode: BookingModalMode | 'data', codRes: number) => void;

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" data-testid={testId}>
        {value || '-'}
      </Text>
    </div>
  );
}

/**
 * The booking card (spec section 2 Shell): voucher, creation date, check-in and check-out dates, origin,
 * sync state, guests and the online check-in data, with the actions the status and the user allow.
 */
export function BookingCard({ booking, access, onOpen }: { booking: BookingItem; access: BookingAccess; onOpen: OpenBooking }) {
  const { t } = useT();
  const titleId = useId();
  const actions = cardActions(booking.STATUS, access);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="booking-card"
      data-voucher={booking.VOUCHER}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {t('bookings.card.voucher', { voucher: booking.VOUCHER })}
          </Title>
          <Group gap={6}>
            <StatusBadge status={booking.STATUS} />
            <SyncBadge synced={booking.sincronizacaoConcluida} />
            {booking.TIPOCRIACAO === 'S' && (
              <Badge color="violet" variant="light" c="dark.7">
                {t('bookings.card.fromPms')}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs" component="dl" m={0}>
          <Field label={t('bookings.fields.createdAt')} value={booking.DHINCLUSAO} />
          <Field label={t('bookings.fields.checkIn')} value={booking.DTRESERVA} testId="card-checkin" />
          <Field label={t('bookings.fields.checkOut')} value={booking.DHSAIDAPREV} testId="card-checkout" />
          <Field label={t('bookings.fields.origin')} value={originLabel(t, booking.ORIGEMFINAL ?? booking.ORIGEM) || '-'} />
          <Field label={t('bookings.fields.syncState')} value={t(`bookings.sync.${booking.sincronizacaoConcluida}`)} />
        </SimpleGrid>
        <div>
          <Text size="xs" fw={600} c="dimmed">
            {t('bookings.card.guests', { count: booking.qtdPessoas })}
          </Text>
          <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
            {booking.pessoasReserva.map((p) => (
              <li key={p.CODPESRES}>
                <Group gap={6} wrap="nowrap">
                  {p.statusWebCheckin === 'D' ? (
                    <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden="true" />
                  ) : (
                    <IconCircleDashed size={16} color="var(--mantine-color-gray-7)" aria-hidden="true" />
                  )}
                  <Text size="sm" span>
                    {p.WEBCHECKNOME ?? p.NOME}
                    {p.principal === 'S' ? ` (${t('bookings.card.mainGuest')})` : ''}
                    {' · '}
                    {t(`bookings.webcheckin.${p.statusWebCheckin}`)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        </div>
        <Text size="sm" data-testid="card-online-checkin">
          {t('bookings.card.onlineCheckin', { done: booking.qtdWebCheckinRealizados, total: booking.qtdPessoas })}
        </Text>
        <Group gap="xs">
          {actions.map((mode) => (
            <Button
              key={mode}
              size="xs"
              variant={mode === 'view' ? 'default' : 'filled'}
              aria-describedby={titleId}
              onClick={() => onOpen(mode, booking.CODRES)}
            >
              {t(`bookings.actions.${mode}`)}
            </Button>
          ))}
          <Button size="xs" variant="subtle" aria-describedby={titleId} onClick={() => onOpen('data', booking.CODRES)}>
            {t('bookings.actions.data')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
