import '../styles';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Money } from '../../../ui/money';
import type { GuestPaymentInfo } from '../api';
import { GuestError, GuestLoading, GuestPayment, payableInvoice, useGuestPaymentInfo } from './guest-payment';
import { StandaloneCardForm } from './standalone-card-form';

// /payment with the booking's token: what is due and the card form. Loaded once there is a token (in the link, or
// found by the search), with the query client: the page's first load does not carry it (0042-payment-server-render.md).

function BookingSummary({ info }: { info: GuestPaymentInfo }) {
  const { t } = useT();
  return (
    <Paper withBorder p="md" radius="md" data-testid="booking-summary">
      <SimpleGrid cols={2} spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.invoiceCard.guest')}
          </Text>
          <Text size="sm">{info.info.guestName ?? '-'}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.page.totalDue')}
          </Text>
          <Text size="sm" fw={700}>
            <Money reais={info.vlrEmAberto} />
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.invoiceCard.checkIn')}
          </Text>
          <Text size="sm">{info.info.checkIn}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.invoiceCard.checkOut')}
          </Text>
          <Text size="sm">{info.info.checkOut}</Text>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

function Done({ message }: { message: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status" data-testid="payment-done">
      <IconCircleCheck size={56} color="#1b6e32" aria-hidden="true" />
      <Text fw={700} ta="center">
        {message}
      </Text>
    </Stack>
  );
}

/** What the link's booking offers: pay now (online payment on, something due) or leave a card. */
export function PaymentForBooking({ token }: { token: string }) {
  const { t } = useT();
  const info = useGuestPaymentInfo(token);
  const [mode, setMode] = useState<'auto' | 'card' | 'paid' | 'saved'>('auto');
  if (mode === 'paid') return <Done message={t('billing.page.paid')} />;
  if (mode === 'saved') return <Done message={t('billing.page.cardSaved')} />;
  if (info.isPending) return <GuestLoading />;
  if (info.isError) return <GuestError error={info.error} />;
  const canPayNow = info.data.pagamentoHabilitado === 'S' && payableInvoice(info.data) !== null;
  return (
    <Stack gap="md">
      <BookingSummary info={info.data} />
      {canPayNow && mode === 'auto' ? (
        <GuestPayment
          token={token}
          onDone={() => setMode('paid')}
          alternative={
            <Group justify="center">
              <Button variant="default" onClick={() => setMode('card')}>
                {t('billing.page.onlySaveCard')}
              </Button>
            </Group>
          }
        />
      ) : (
        <Stack gap="md">
          <Text>{t('billing.page.saveCardHint')}</Text>
          <StandaloneCardForm token={token} codRes={info.data.codRes} onSaved={() => setMode('saved')} />
          {canPayNow && (
            <Group justify="center">
              <Button variant="default" onClick={() => setMode('auto')}>
                {t('billing.page.payNowInstead')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
