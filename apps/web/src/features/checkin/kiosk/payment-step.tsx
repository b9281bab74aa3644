import type { TerminalPayment } from '@gm/contracts/kiosk/index';
import { formatMoney } from '@gm/domain/format';
import type { PaymentStepOutcome } from '@gm/domain/payment-outcome';
import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Busy } from '../busy';
import { Notice } from '../notice';
import { errorText, useGuest } from '../use-guest';
import { dispatch } from '../wizard-store';
import { setControls } from './controls';
import { amountDue, consultTerminalPayment, startTerminalPayment, trackTerminalPayment } from './kiosk-api';
import { reportKioskPayment } from './session-report';

/** The payment step's own outcomes: the booking was paid, is a courtesy, is invoiced, or has no value yet. */
function KioskOutcome({ outcome }: { outcome: Exclude<PaymentStepOutcome, 'due'> }) {
  const { t } = useGuest();
  const key = outcome === 'no_value' ? 'noValue' : outcome;
  const detail = outcome === 'paid' ? null : t(`checkin.kiosk.payment.outcome.${key}Detail`);
  return (
    <Notice
      tone={outcome === 'no_value' ? 'info' : 'success'}
      title={t(`checkin.kiosk.payment.outcome.${key}`)}
      testId={`kiosk-payment-${outcome}`}
    >
      {detail}
    </Notice>
  );
}

/**
 * The kiosk's payment (TSYCFGHASPAYMENT = S; docs/decisions/0064-kiosk.md): what billing says is due, paid on the
 * PIN pad beside the kiosk. The amount goes to the terminal; the guest inserts or taps the card and types the PIN
 * there (the terminal talks to the acquirer; no card data passes here). While the terminal waits, back and home
 * are hidden; a decline, a timeout or a cancel says so and offers another try. A booking already paid, a courtesy,
 * an invoiced booking or one without a defined value says so and lets the guest go on (decision 0081); the outcome
 * goes to the session report for the totem payment dashboard.
 */
export function KioskPaymentStep() {
  const { t, token, personId } = useGuest();
  const due = useQuery({ queryKey: ['kiosk', 'due', token], queryFn: () => amountDue(token), retry: false });
  const [payment, setPayment] = useState<TerminalPayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      setControls({ back: true, home: true });
    };
  }, []);

  const pending = payment?.estado === 'pending';
  useEffect(() => {
    // Back leads to the guest's summary: none when the guest came from a web check-in already done (finish-webcheckin).
    setControls({ back: !pending && personId > 0, home: !pending });
    trackTerminalPayment(pending && payment ? { bookingToken: token, id: payment.id } : null);
    if (!pending || !payment) return;
    const timer = setTimeout(async () => {
      try {
        const r = await consultTerminalPayment(token, payment.id);
        if (live.current) setPayment(r.pagamento);
      } catch (error) {
        if (live.current) setFailure(errorText(error));
      }
    }, payment.pollAfterMs ?? 1000);
    return () => clearTimeout(timer);
  }, [payment, pending, token, personId]);

  useEffect(() => {
    if (!payment || payment.estado === 'pending') return;
    reportKioskPayment(payment.estado === 'approved' ? 'approved' : 'failed');
    if (payment.estado !== 'approved') return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), 1500);
    return () => clearTimeout(timer);
  }, [payment]);

  const outcome = due.data?.resultado;
  useEffect(() => {
    if (outcome && outcome !== 'due') reportKioskPayment(outcome);
  }, [outcome]);

  if (due.isPending) return <Busy />;
  if (due.isError) return <Notice tone="warning" title={t('checkin.kiosk.errors.paymentQuery')} testId="kiosk-payment-error" />;
  // Paid, courtesy, invoiced or no defined value: nothing to pay here (decision 0081).
  const settled = due.data.resultado === 'due' ? null : due.data.resultado;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setPayment((await startTerminalPayment(token)).pagamento);
    } catch (error) {
      reportKioskPayment('failed');
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="kiosk-payment" data-state={payment?.estado ?? settled ?? 'idle'}>
      {(!settled || payment) && (
        <Paper withBorder radius="md" p="lg" ta="center">
          <Text size="lg">{t('checkin.kiosk.payment.due')}</Text>
          <Title order={2} size="h1" data-testid="kiosk-amount">
            {formatMoney(Math.round((payment?.valor ?? due.data.vlrEmAberto) * 100))}
          </Title>
        </Paper>
      )}
      {settled && !payment && (
        <>
          <KioskOutcome outcome={settled} />
          <Button size="xl" onClick={() => dispatch({ type: 'next' })} data-testid="wizard-next">
            {t('checkin.wizard.next')}
          </Button>
        </>
      )}
      {pending && (
        <Stack align="center" gap="md" role="status" aria-live="polite" data-testid="kiosk-terminal-waiting">
          <Loader size="xl" />
          <Text size="xl" ta="center" fw={600}>
            {t('checkin.kiosk.payment.insertCard')}
          </Text>
        </Stack>
      )}
      {payment?.estado === 'approved' && (
        <Notice tone="success" title={t('checkin.kiosk.payment.approved')} testId="kiosk-payment-approved">
          {payment.bandeira && payment.codigoAutorizacao
            ? t('checkin.kiosk.payment.receipt', { brand: payment.bandeira, code: payment.codigoAutorizacao })
            : null}
        </Notice>
      )}
      {payment && payment.estado !== 'pending' && payment.estado !== 'approved' && (
        <Notice tone="warning" title={payment.mensagem ?? t('checkin.kiosk.errors.paymentFailed')} testId="kiosk-payment-failed" />
      )}
      {failure && <Notice tone="warning" title={failure} testId="kiosk-payment-failed" />}
      {!settled && !pending && payment?.estado !== 'approved' && (
        <Button size="xl" loading={busy} onClick={() => void start()} data-testid="kiosk-pay">
          {payment ? t('checkin.kiosk.payment.retry') : t('checkin.kiosk.payment.start')}
        </Button>
      )}
    </Stack>
  );
}
