import './styles';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { GuestError, GuestLoading, GuestPayment, payableInvoice, useGuestPaymentInfo } from './guest/guest-payment';
import { useBillingBundle } from './use-billing';

export interface CheckoutPaymentProps {
  /** The guest's check-out booking token. */
  token: string;
}

/**
 * The check-out page's payment (TSYCFGHASPAYMENT = S): what the stay still owes, paid with the card
 * typed (ProcessaPaymentService with the check-out booking token). No reservation here: the stay is
 * ending. A reservation made at check-in is captured by the front desk; nothing due shows nothing.
 */
export function CheckoutPayment({ token }: CheckoutPaymentProps) {
  const ready = useBillingBundle();
  const { t } = useT();
  const info = useGuestPaymentInfo(token);
  if (!ready || info.isPending) return <GuestLoading />;
  if (info.isError) return <GuestError error={info.error} />;
  const data = info.data;
  if (data.pagamentoHabilitado !== 'S') return null;
  // A courtesy or invoiced stay is not the guest's to pay (decision 0081): say so, offer no card form.
  if (data.resultado === 'courtesy' || data.resultado === 'invoiced')
    return <Alert color="green" title={t(`billing.guest.outcome.${data.resultado}`)} data-testid="checkout-payment-outcome" />;
  const reserved = data.faturas.some((f) => !f.dhCancelamento && f.estado === 'reserved');
  if (!payableInvoice(data)) {
    if (data.processando) return <Alert color="blue" title={t('billing.guest.processing')} data-testid="checkout-payment-processing" />;
    if (reserved) return <Alert color="blue" title={t('billing.guest.checkoutReserved')} data-testid="checkout-payment-reserved" />;
    if (data.pago) return <Alert color="green" title={t('billing.guest.paid')} data-testid="checkout-payment-paid" />;
    return null;
  }
  return (
    <Stack gap="sm" data-testid="checkout-payment">
      <Title order={2} size="h4">
        {t('billing.guest.title')}
      </Title>
      <Text size="sm">{t('billing.guest.checkoutIntro')}</Text>
      <GuestPayment token={token} onDone={() => void info.refetch()} allowReserve={false} />
    </Stack>
  );
}
