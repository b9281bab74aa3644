import { stayDateLabel, stayDatesDisplay } from '@gm/domain/booking-display';
import { formatMoney } from '@gm/domain/format';
import { Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { AppModal } from '../../ui/app-modal';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { bookingDetails, bookingKeys } from './api';

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The booking data modal (spec section 3): voucher, check-in and check-out with weekday names, daily
 * rate (UX_SHOWVLRDIARIACARD = S) and room type (UX_SHOWTIPOUHCARD = S), guests' names, hotel name. The dates
 * follow @gm/domain/booking-display: hidden (HIDEBOOKINGDATEDETAILS = S), the weekday alone
 * (UX_SHOWONLYDIASEMANA = S), else the date with its weekday.
 */
export function BookingDataModal({ codRes, onClose }: { codRes: number | null; onClose: () => void }) {
  const { t, language } = useT();
  const { contextIns } = useSession();
  const query = useQuery({ queryKey: bookingKeys.details(codRes ?? 0), queryFn: () => bookingDetails(codRes!), enabled: codRes !== null });
  const b = query.data?.reserva;
  const dates = stayDatesDisplay(contextIns);
  const withDay = (d: string) => stayDateLabel(d, dates, language, true);
  return (
    <AppModal opened={codRes !== null} onClose={onClose} title={t('bookings.data.title')} size="md">
      {!b ? (
        <Center py="lg">
          <LoadingIndicator />
        </Center>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={2} component="dl" m={0} spacing="sm">
            <Item label={t('bookings.data.hotel')} value={contextIns?.nomeIns ?? '-'} />
            <Item label={t('bookings.form.voucher')} value={b.VOUCHER} testId="data-voucher" />
            {dates !== 'hidden' && (
              <>
                <Item label={t('bookings.fields.checkIn')} value={withDay(b.DTRESERVA)} testId="data-checkin" />
                <Item label={t('bookings.fields.checkOut')} value={withDay(b.DHSAIDAPREV)} testId="data-checkout" />
              </>
            )}
            {contextIns?.UX_SHOWVLRDIARIACARD === 'S' && (
              <Item label={t('bookings.data.dailyRate')} value={b.vlrDiaria === null ? '-' : formatMoney(b.vlrDiaria)} />
            )}
            {contextIns?.UX_SHOWTIPOUHCARD === 'S' && <Item label={t('bookings.data.roomType')} value={b.tipoUHEstadia ?? '-'} />}
          </SimpleGrid>
          <Text size="xs" fw={600} c="dimmed">
            {t('bookings.card.guests', { count: b.pessoasReserva.length })}
          </Text>
          <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
            {b.pessoasReserva.map((p) => (
              <li key={p.CODPESRES}>{p.WEBCHECKNOME ?? p.NOME}</li>
            ))}
          </Stack>
        </Stack>
      )}
    </AppModal>
  );
}
