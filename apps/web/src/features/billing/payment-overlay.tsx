import { Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import classes from './billing.module.css';
import type { RunState } from './payment-run';

/**
 * Over the payment area while an operation runs: processing (sending and polling), still processing
 * after the polling bound, success (4 s) and the failure overlay (4 s, then hidden and cleared 0.5 s later). When the
 * screen moves on after the success (the check-in wizard), the success says so in the spec's words ("5 seconds",
 * spec section 9, although the overlay lasts 4 s).
 */
export function PaymentOverlay({ state, onLeave, redirects }: { state: RunState; onLeave?: () => void; redirects?: boolean }) {
  const { t } = useT();
  if (state.phase === 'idle') return null;
  if (state.phase === 'sending' || state.phase === 'polling') {
    return (
      <div className={classes.overlay} role="status" aria-live="polite" data-testid="payment-overlay" data-phase={state.phase}>
        <Loader aria-hidden="true" />
        <Text fw={600}>
          {t(
            state.op === 'cancel'
              ? 'billing.payment.cancelling'
              : state.op === 'capture'
                ? 'billing.payment.capturing'
                : 'billing.payment.processing',
          )}
        </Text>
        {state.phase === 'polling' && <Text size="sm">{t('billing.payment.waiting')}</Text>}
      </div>
    );
  }
  if (state.phase === 'still-processing') {
    return (
      <div className={classes.overlay} role="status" aria-live="polite" data-testid="payment-overlay" data-phase={state.phase}>
        <IconClockHour4 size={40} aria-hidden="true" />
        <Text fw={600}>{t('billing.payment.stillProcessing')}</Text>
        <Text size="sm">{t('billing.payment.stillProcessingHint')}</Text>
        {onLeave && (
          <Button variant="default" onClick={onLeave}>
            {t('billing.actions.backToList')}
          </Button>
        )}
      </div>
    );
  }
  if (state.phase === 'success') {
    return (
      <div
        className={`${classes.overlay} ${classes.overlaySuccess}`}
        role="status"
        aria-live="polite"
        data-testid="payment-overlay"
        data-phase="success"
      >
        <IconCircleCheck size={48} aria-hidden="true" />
        <Text fw={700} size="lg">
          {state.message}
        </Text>
        {redirects && <Text data-testid="payment-redirect">{t('billing.payment.redirecting')}</Text>}
      </div>
    );
  }
  return (
    <div
      className={`${classes.overlay} ${classes.overlayFailure} ${state.hidden ? classes.overlayHidden : ''}`}
      role="alert"
      data-testid="payment-overlay"
      data-phase="failure"
      aria-hidden={state.hidden || undefined}
    >
      <IconAlertTriangle size={44} aria-hidden="true" />
      <Text fw={700}>{t('billing.payment.failedTitle')}</Text>
      <Text data-testid="payment-failure-message">{state.message}</Text>
    </div>
  );
}
