import { formatMoney } from '@gm/domain/format';
import { Alert, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { reaisOnWireToCents } from '../../ui/money';
import { type ConfirmActions, ConfirmModal } from './confirm-modals';

/** DD/MM/YYYY of an ISO date (the forms hold ISO, the texts show the Brazilian date). */
export const brDate = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '-');

/** Check-in outside the arrival date (decision 0040): the desk confirms, naming the arrival and today. */
export function EarlyCheckinModal({
  opened,
  arrival,
  today,
  onConfirm,
  onCancel,
  busy,
}: ConfirmActions & { arrival: string; today: string }) {
  const { t } = useT();
  return (
    <ConfirmModal
      opened={opened}
      title={t('bookings.confirm.earlyTitle')}
      confirmLabel={t('bookings.confirm.earlyConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    >
      <Text>{t('bookings.confirm.early', { date: brDate(arrival), today: brDate(today) })}</Text>
    </ConfirmModal>
  );
}

/**
 * The check-out confirmation (decision 0040): today's date and the balance due (billing's open invoices). A balance
 * due is said in a warning and named on the confirm button; null: the user may not see it, and the text says so.
 */
export function CheckoutModal({
  opened,
  voucher,
  today,
  balance,
  onConfirm,
  onCancel,
  busy,
}: ConfirmActions & {
  voucher: string;
  today: string;
  /** Reais due, or null when the user may not see it. */
  balance: number | null;
}) {
  const { t } = useT();
  const due = balance !== null && balance > 0;
  const amount = formatMoney(reaisOnWireToCents(balance ?? 0));
  return (
    <ConfirmModal
      opened={opened}
      title={t('bookings.confirm.checkoutTitle')}
      confirmLabel={t(due ? 'bookings.confirm.checkoutWithBalance' : 'bookings.confirm.checkoutConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      color={due ? 'red.9' : undefined}
    >
      <Text>{t('bookings.confirm.checkout', { voucher, today: brDate(today) })}</Text>
      {balance !== null && (
        <Text data-testid="checkout-balance">
          {t('bookings.confirm.balanceLabel')}: <strong>{amount}</strong>
        </Text>
      )}
      {due ? (
        <Alert color="red" role="alert" data-testid="checkout-balance-due">
          {t('bookings.confirm.balanceDue', { amount })}
        </Alert>
      ) : (
        <Text c="dimmed">{t(balance === null ? 'bookings.confirm.balanceHidden' : 'bookings.confirm.balanceNone')}</Text>
      )}
    </ConfirmModal>
  );
}
