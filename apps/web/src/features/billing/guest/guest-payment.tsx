import type { InvoiceWire } from '@gm/contracts/billing';
import type { PaymentStepOutcome } from '@gm/domain/payment-outcome';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api/http';
import { billingKeys, consultGuestPayment, type GuestPaymentInfo } from '../api';
import type { KnownPayer } from '../card/card-fields';
import { GuestLoading } from './guest-loading';
import { GuestPayForm } from './guest-pay-form';

export { GuestLoading };

/** The invoice the guest pays now: the first one with something due that may be charged or reserved. */
export function payableInvoice(info: GuestPaymentInfo): InvoiceWire | null {
  return info.faturas.find((f) => !f.dhCancelamento && !f.processando && f.vlrEmAberto > 0 && (f.acoes.charge || f.acoes.reserve)) ?? null;
}

/** ConsultaPaymentService with the guest's booking token. */
export function useGuestPaymentInfo(token: string) {
  return useQuery({
    queryKey: billingKeys.guest(token),
    queryFn: () => consultGuestPayment(token),
    // The screen says what went wrong (e.g. an expired link) instead of a toast.
    meta: { handlesErrors: true },
    staleTime: 0,
  });
}

export function GuestError({ error }: { error: unknown }) {
  const { t } = useT();
  return (
    <Alert color="red" role="alert" title={t('billing.guest.loadFailed')}>
      {error instanceof ApiError && error.readable ? error.message : t('billing.guest.tryAgainLater')}
    </Alert>
  );
}

const OUTCOME_KEYS = { paid: 'paid', courtesy: 'courtesy', invoiced: 'invoiced', no_value: 'noValue' } as const;

/** The payment step's outcome when nothing is to be paid online: its message (hotel or hospital wording) and go on. */
export function GuestOutcome({ outcome, onDone }: { outcome: Exclude<PaymentStepOutcome, 'due'>; onDone: () => void }) {
  const { t } = useT();
  const key = OUTCOME_KEYS[outcome];
  return (
    <Stack gap="md" data-testid="payment-outcome" data-outcome={outcome}>
      <Alert color={outcome === 'no_value' ? 'blue' : 'green'} role="status" title={t(`billing.guest.outcome.${key}`)}>
        {outcome === 'paid' ? null : t(`billing.guest.outcome.${key}Detail`)}
      </Alert>
      <Button onClick={onDone}>{t('billing.guest.continue')}</Button>
    </Stack>
  );
}

interface Props {
  token: string;
  /** The payment is settled, there is nothing to pay, or the guest goes on without paying online. */
  onDone: () => void;
  /** Shown under the form: e.g. 'pay at the front desk' in the wizard, 'only leave my card' on /payment. */
  alternative?: ReactNode;
  /** When online payment is off for the hotel (TSYCFGHASPAYMENT = N). */
  disabledContent?: ReactNode;
  /** Whether the guest may reserve the amount instead of paying (false at check-out). */
  allowReserve?: boolean;
  /** The e-mail and CPF the guest already gave (the check-in wizard): not asked again. */
  known?: KnownPayer;
  /** No success toast (the check-in wizard). */
  quiet?: boolean;
}

/**
 * The guest's payment (check-in wizard step and /payment): what is due for the booking and the card
 * form to pay it; re-queried every 2 s while an answer is pending.
 */
export function GuestPayment({ token, onDone, alternative, disabledContent, allowReserve = true, known, quiet }: Props) {
  const { t } = useT();
  const info = useGuestPaymentInfo(token);
  if (info.isPending) return <GuestLoading />;
  if (info.isError) return <GuestError error={info.error} />;
  const data = info.data;
  const invoice = payableInvoice(data);
  if (data.pagamentoHabilitado !== 'S' && disabledContent) return <>{disabledContent}</>;
  // Courtesy, invoiced, no defined value or already paid: nothing to pay online (decision 0081).
  if (data.resultado !== 'due' && !data.processando) return <GuestOutcome outcome={data.resultado} onDone={onDone} />;
  if (!invoice) {
    return (
      <Stack gap="md" data-testid="nothing-due">
        <Text>{t(data.processando ? 'billing.guest.processing' : data.pago ? 'billing.guest.paid' : 'billing.guest.nothingDue')}</Text>
        <Button onClick={onDone}>{t('billing.guest.continue')}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <GuestPayForm
        key={invoice.codCab}
        token={token}
        info={data}
        invoice={invoice}
        allowReserve={allowReserve}
        known={known}
        quiet={quiet}
        onPaid={() =>
          // Another invoice still due is shown next; otherwise the payment is done.
          void info.refetch().then((r) => {
            if (!r.data || !payableInvoice(r.data)) onDone();
          })
        }
      />
      {alternative}
    </Stack>
  );
}
