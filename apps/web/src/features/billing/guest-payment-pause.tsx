import { Alert, Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, notifyError } from '../../app/notify';
import { useT } from '../../i18n/use-t';
import { billingKeys, liftGuestPaymentPause } from './api';

/**
 * The guest's online payment paused after repeated declines (card-testing defence, issue 9 §2): until when and
 * after how many declines, and the action to lift it (recorded in the billing audit).
 */
export function GuestPaymentPause({ codRes, pause }: { codRes: number; pause: { ate: string; recusas: number } | null | undefined }) {
  const { t } = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!pause) return null;
  const lift = async () => {
    setBusy(true);
    try {
      const reply = await liftGuestPaymentPause(codRes);
      notify('success', reply.message);
      await client.invalidateQueries({ queryKey: billingKeys.all });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="orange" title={t('billing.pause.title')} styles={{ title: { color: 'var(--mantine-color-text)' } }} data-testid="guest-payment-paused">
      <Text size="sm">{t('billing.pause.text', { count: pause.recusas, until: pause.ate })}</Text>
      <Button mt="sm" size="xs" variant="default" onClick={() => void lift()} loading={busy}>
        {t('billing.pause.lift')}
      </Button>
    </Alert>
  );
}
