import type { InvoiceWire } from '@gm/contracts/billing';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Money } from '../../ui/money';
import { billingKeys, createCard, pay, settleReservation } from './api';
import classes from './billing.module.css';
import { CreditCardModal } from './card/credit-card-modal';
import { InstallmentSelect } from './installment-select';
import { InvoiceStamp, InvoiceStateBadge } from './invoice-status';
import { NestedModal } from './nested-modal';
import { PaymentOverlay } from './payment-overlay';
import { isBusy } from './payment-run';
import { useCards, useFetchInvoice } from './use-billing';
import { usePaymentRun } from './use-payment-run';

interface Props {
  codRes: number;
  invoice: InvoiceWire;
  /** QTDMAXPARCELASPGTO > 1: the installment selector is shown (else 1 is used). */
  showInstallments: boolean;
  onBack: () => void;
}

/**
 * The Billing tab's third mode: pay an invoice with a saved card (charge or reserve), or capture or
 * cancel its reserved payment. Back to the list 4 s after a success (spec section 4).
 */
export function PaymentPanel({ codRes, invoice, showInstallments, onBack }: Props) {
  const { t } = useT();
  const client = useQueryClient();
  const cards = useCards(codRes);
  const [tagJwt, setTagJwt] = useState<string | null>(null);
  const [installments, setInstallments] = useState<number | null>(showInstallments ? null : 1);
  const [problems, setProblems] = useState<{ card?: boolean; installments?: boolean }>({});
  const [adding, setAdding] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const selected = cards.data?.find((c) => c.tagJwt === tagJwt) ?? null;
  const fetchInvoice = useFetchInvoice(codRes, invoice.codCab);
  const { state, run } = usePaymentRun({
    fetchInvoice,
    brand: selected?.data.brand ?? null,
    onAnswer: () => void client.invalidateQueries({ queryKey: billingKeys.invoices(codRes) }),
    onSuccessShown: onBack,
  });
  const busy = isBusy(state);
  const { acoes } = invoice;

  function payWith(operation: 'charge' | 'reserve') {
    const found = { card: !selected, installments: installments === null };
    setProblems(found);
    if (found.card || found.installments || !selected || installments === null) return;
    void run(operation, (idempotencyKey) =>
      pay(operation, { codRes, codCab: invoice.codCab, totalMonths: installments, tagJwt: selected.tagJwt, idempotencyKey }),
    );
  }

  function settle(operation: 'capture' | 'cancel') {
    setConfirmCancel(false);
    void run(operation, () => settleReservation(operation, codRes, invoice.codCab));
  }

  const canPay = acoes.charge || acoes.reserve;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Button variant="default" size="compact-sm" onClick={onBack} disabled={busy} w="fit-content">
            {t('billing.actions.backToList')}
          </Button>
          <Title order={3} size="h4">
            {t('billing.payment.title', { name: invoice.descricao })}
          </Title>
          <Group gap="xs">
            <InvoiceStateBadge invoice={invoice} />
            <InvoiceStamp invoice={invoice} />
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm">{t('billing.payment.amountDue')}</Text>
          <Text fw={700} size="xl" data-testid="amount-due">
            <Money reais={acoes.capture || acoes.cancelReservation ? invoice.vlrTotal : invoice.vlrEmAberto} />
          </Text>
        </Stack>
      </Group>

      <div className={classes.paymentArea}>
        <PaymentOverlay state={state} onLeave={onBack} />
        {canPay && (
          <Stack gap="md">
            <Radio.Group
              label={t('billing.payment.cards')}
              value={tagJwt}
              onChange={(v) => {
                setTagJwt(v);
                setProblems((p) => ({ ...p, card: false }));
              }}
              error={problems.card ? t('billing.payment.selectCard') : undefined}
            >
              <Stack gap="xs" mt="xs">
                {(cards.data ?? []).map((c) => (
                  <Radio
                    key={c.tagJwt}
                    value={c.tagJwt}
                    label={`${c.data.brand} ${c.data.display_number}`}
                    disabled={busy}
                    data-testid="saved-card"
                  />
                ))}
                {cards.data?.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('billing.payment.noCards')}
                  </Text>
                )}
              </Stack>
            </Radio.Group>
            <Group>
              <Button variant="default" onClick={() => setAdding(true)} disabled={busy}>
                {t('billing.payment.addCard')}
              </Button>
            </Group>
            {showInstallments && (
              <InstallmentSelect
                dueCents={Math.round(invoice.vlrEmAberto * 100)}
                options={invoice.parcelas}
                value={installments}
                onChange={(n) => {
                  setInstallments(n);
                  setProblems((p) => ({ ...p, installments: false }));
                }}
                error={problems.installments}
                disabled={busy}
              />
            )}
            <Group>
              {acoes.charge && (
                <Button onClick={() => payWith('charge')} disabled={busy}>
                  {t('billing.payment.charge')}
                </Button>
              )}
              {acoes.reserve && (
                <Button variant="default" onClick={() => payWith('reserve')} disabled={busy}>
                  {t('billing.payment.reserve')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {(acoes.capture || acoes.cancelReservation) && (
          <Stack gap="md">
            <Text>{t('billing.payment.reservedHint')}</Text>
            <Group>
              {acoes.capture && (
                <Button onClick={() => settle('capture')} disabled={busy}>
                  {t('billing.payment.capture')}
                </Button>
              )}
              {acoes.cancelReservation && (
                <Button variant="default" onClick={() => setConfirmCancel(true)} disabled={busy}>
                  {t('billing.payment.cancelReservation')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {!canPay && !acoes.capture && !acoes.cancelReservation && state.phase === 'idle' && (
          <Text c="dimmed" data-testid="nothing-to-pay">
            {t(invoice.processando ? 'billing.items.processing' : 'billing.payment.nothingToDo')}
          </Text>
        )}
      </div>

      <CreditCardModal
        opened={adding}
        onClose={() => setAdding(false)}
        save={(card) => createCard(codRes, card)}
        onSaved={(card) => {
          setAdding(false);
          setTagJwt(card.tagJwt);
          setProblems((p) => ({ ...p, card: false }));
          void client.invalidateQueries({ queryKey: billingKeys.cards(codRes) });
        }}
      />
      <NestedModal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title={t('billing.payment.cancelReservation')} size="sm">
        <Stack gap="md">
          <Text>{t('billing.payment.cancelConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)}>
              {t('billing.actions.back')}
            </Button>
            <Button color="red.9" onClick={() => settle('cancel')}>
              {t('billing.payment.cancelReservation')}
            </Button>
          </Group>
        </Stack>
      </NestedModal>
    </Stack>
  );
}
