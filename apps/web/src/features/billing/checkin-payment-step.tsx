import './styles';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import type { KnownPayer } from './card/card-fields';
import { GuestLoading, GuestPayment } from './guest/guest-payment';
import { useBillingBundle } from './use-billing';

export interface CheckinPaymentStepProps {
  /** The booking being checked in. */
  codRes: number;
  /** The guest's booking token (bearer of the payment calls). */
  token: string;
  /** The booking person paying (the one whose check-in was just completed). */
  codPesRes: number | null;
  /** Moves the wizard on once the payment is settled (or the guest may pay at the desk). */
  onDone: () => void;
  /** The e-mail and CPF the guest gave in the wizard: filled in, not asked again, still sent with the card. */
  known?: KnownPayer;
}

/**
 * The check-in wizard's payment step (TSYCFGHASPAYMENT = S): the guest pays the booking's open
 * invoice with ProcessaPaymentService / ConsultaPaymentService and the booking token; installments up
 * to QTDMAXPARCELASPGTO and, with ALLOWPGTODUASETAPAS = S, a reservation charged at check-out. The
 * guest may leave the payment to the front desk.
 */
export function CheckinPaymentStep({ token, onDone, known }: CheckinPaymentStepProps) {
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
        known={known}
        quiet
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
