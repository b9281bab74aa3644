import { isLastStep } from '@gm/domain/wizard';
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Notice } from '../notice';
import { useGuest } from '../use-guest';
import { dispatch, getCheckin } from '../wizard-store';

/**
 * Confirmation: the last step (unless the summary is the single last one), and what stays on screen once the
 * wizard has finished (the 'wizard finished' event fires when the last step is passed).
 */
export function ConfirmationStep() {
  const { t, extras } = useGuest();
  useEffect(() => {
    const s = getCheckin();
    if (isLastStep(s.machine) && !s.machine.finished) dispatch({ type: 'next' });
  }, []);
  return (
    <Stack gap="md" data-testid="checkin-confirmation">
      <Notice tone="success" title={t('checkin.confirmation.title')}>
        {extras.finished?.message}
      </Notice>
      <Text>{t('checkin.confirmation.next')}</Text>
      {(extras.ackDocument || extras.ackSignature || extras.ackAuthorization) && <Text>{t('checkin.summary.atReception')}</Text>}
    </Stack>
  );
}
