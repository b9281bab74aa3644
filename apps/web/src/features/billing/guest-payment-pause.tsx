import type { GuestPaymentPauseWire } from '@gm/contracts/billing';
import { formatDateTime } from '@gm/domain/format';
import { Alert, Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { billingKeys, liftGuestPaymentPause } from './api';

interface Props {
  codRes: number;
  pause: GuestPaymentPauseWire | null | undefined;
  /** The hotel's time zone (the reply's info). */
  timeZone: string | undefined;
}

/**
 * The guest's online payment paused after repeated declines (card-testing defence, issue 9 §2): since and until
 * when, after how many declines of how many cards, and the action to lift it (recorded in the billing audit).
 */
export function GuestPaymentPause({ codRes, pause, timeZone }: Props) {
  const { t } = useT();
  const client = useQueryClient();
  const lift = useMutation({
    mutationFn: () => liftGuestPaymentPause(codRes),
    onSuccess: (reply) => notify('success', reply.message),
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.invoices(codRes) }),
  });
  if (!pause) return null;
  return (
    <Alert
      color="orange"
      title={t('billing.pause.title')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="guest-payment-paused"
    >
      <Text size="sm">
        {t('billing.pause.text', {
          count: pause.recusas,
          since: formatDateTime(pause.desde, timeZone),
          until: formatDateTime(pause.ate, timeZone),
        })}
      </Text>
      <Text size="sm">{t('billing.pause.cards', { cards: pause.cartoes })}</Text>
      <Button mt="sm" size="xs" variant="default" onClick={() => lift.mutate()} loading={lift.isPending}>
        {t('billing.pause.lift')}
      </Button>
    </Alert>
  );
}
