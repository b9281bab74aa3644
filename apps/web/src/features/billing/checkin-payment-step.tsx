import './styles';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import type { PaymentStepProps } from '../checkin/payment-slot';
import { GuestLoading, GuestPayment } from './guest/guest-payment';
import { useBillingBundle } from './use-billing';

/**
 * The check-in wizard's payment step (TSYCFGHASPAYMENT = S): the guest pays the booking's open
 * invoice with ProcessaPaymentService / ConsultaPaymentService and the booking token; installments up
 * to QTDMAXPARCELASPGTO and, with ALLOWPGTODUASETAPAS = S, a reservation charged at check-out. The
 * guest may leave the payment to the front desk.
 */
export function CheckinPaymentStep({ token, onDone }: PaymentStepProps) {
  const ready = useBillingBundle();
  const { t } = useT();
  if (!ready) return <GuestLoading />;
  return (
    <Stack gap="md" data-testid="checkin-payment">
      <Title order={2} size="h3">
        {t('billing.guest.title')}
      </Title>
      <GuestPayment
        token={token}
        onDone={onDone}
        alternative={
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              {t('billing.guest.deskHint')}
            </Text>
            <Button variant="default" onClick={onDone}>
              {t('billing.guest.payAtDesk')}
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
