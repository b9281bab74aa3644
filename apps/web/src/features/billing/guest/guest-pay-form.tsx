import type { InvoiceWire } from '@gm/contracts/billing';
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Money } from '../../../ui/money';
import { consultGuestPayment, type GuestPaymentInfo, processGuestPayment } from '../api';
import classes from '../billing.module.css';
import { CardFields, type KnownPayer, useCardForm } from '../card/card-fields';
import { brandOf } from '../card/card-form';
import { InstallmentSelect } from '../installment-select';
import { PaymentOverlay } from '../payment-overlay';
import { isBusy } from '../payment-run';
import { usePaymentRun } from '../use-payment-run';

interface Props {
  token: string;
  info: GuestPaymentInfo;
  invoice: InvoiceWire;
  /** After the success has been shown (the caller re-queries what is due). */
  onPaid: () => void;
  /** Whether the guest may reserve instead of paying (ALLOWPGTODUASETAPAS); not at check-out. */
  allowReserve?: boolean;
  /** The e-mail and CPF the guest already gave (the check-in wizard): not asked again. */
  known?: KnownPayer;
  /** No success toast (the check-in wizard: its last screen follows). */
  quiet?: boolean;
}

/**
 * The guest pays an invoice with the card typed (ProcessaPaymentService, personal mode: e-mail and
 * CPF). With ALLOWPGTODUASETAPAS = S the guest may instead have the amount reserved now and charged
 * at check-out. The card goes with the payment call only and is cleared after it.
 */
export function GuestPayForm({ token, info, invoice, onPaid, allowReserve = true, known, quiet }: Props) {
  const { t } = useT();
  const form = useCardForm(true, known);
  const [installments, setInstallments] = useState<number | null>(info.mostrarParcelas ? null : 1);
  const [installmentsMissing, setInstallmentsMissing] = useState(false);
  const twoStep = allowReserve && info.permiteDuasEtapas === 'S' && invoice.acoes.reserve;
  const [reserve, setReserve] = useState(false);
  const { state, run } = usePaymentRun({
    fetchInvoice: () =>
      consultGuestPayment(token, invoice.codCab).then((r) => r.fatura ?? r.faturas.find((f) => f.codCab === invoice.codCab)),
    brand: brandOf(form.values),
    onSuccessShown: onPaid,
    quiet,
  });
  const busy = isBusy(state) || state.phase === 'success';
  const { clearSecrets } = form;

  // The typed card is not kept after an answer: all of it after a success, the CVV after a failure.
  useEffect(() => {
    if (state.phase === 'success') clearSecrets(true);
    if (state.phase === 'failure') clearSecrets(false);
  }, [state.phase, clearSecrets]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const cardOk = form.check();
    setInstallmentsMissing(installments === null);
    if (!cardOk || installments === null) return;
    const card = form.payload();
    void run(reserve ? 'reserve' : 'charge', (idempotencyKey) =>
      processGuestPayment(token, { ...card, codCab: invoice.codCab, totalMonths: installments, idempotencyKey, reservar: reserve }),
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{invoice.descricao}</Text>
              <Text size="sm" c="dimmed">
                {t('billing.guest.itemsCount', { n: invoice.itensCobranca.length })}
              </Text>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Text size="sm">{t('billing.payment.amountDue')}</Text>
              <Text fw={700} size="xl" data-testid="amount-due">
                <Money reais={invoice.vlrEmAberto} />
              </Text>
            </div>
          </Group>
        </Paper>
        <div className={classes.paymentArea}>
          <PaymentOverlay state={state} redirects={quiet} />
          <Stack gap="md">
            <CardFields form={form} personal disabled={busy} />
            {info.mostrarParcelas && (
              <InstallmentSelect
                dueCents={Math.round(invoice.vlrEmAberto * 100)}
                options={invoice.parcelas}
                value={installments}
                onChange={(n) => {
                  setInstallments(n);
                  setInstallmentsMissing(false);
                }}
                error={installmentsMissing}
                disabled={busy}
              />
            )}
            {twoStep && (
              <Radio.Group
                label={t('billing.guest.howToPay')}
                value={reserve ? 'reserve' : 'charge'}
                onChange={(v) => setReserve(v === 'reserve')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="charge" label={t('billing.guest.payNow')} disabled={busy} />
                  <Radio value="reserve" label={t('billing.guest.reserveNow')} disabled={busy} />
                </Stack>
              </Radio.Group>
            )}
            <Button type="submit" size="md" loading={isBusy(state)} disabled={busy}>
              {t(reserve ? 'billing.guest.reserveButton' : 'billing.guest.payButton')}
            </Button>
          </Stack>
        </div>
      </Stack>
    </form>
  );
}
