import { controls } from '@gm/domain/wizard';
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { useCheckin } from '../wizard-store';

/**
 * The step's next button (a submit button: the step's form runs its checks and saves first). Hidden on the
 * summary step (spec section 2); extra actions sit above it.
 */
export function StepActions({
  loading,
  disabled,
  label,
  children,
}: {
  loading?: boolean;
  disabled?: boolean;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  const s = useCheckin();
  const { next } = controls(s.machine, s.route);
  return (
    <Stack gap="sm" mt="lg">
      {children}
      {next && (
        <Button type="submit" size="md" fullWidth loading={loading} disabled={disabled} data-testid="wizard-next" data-control="next">
          {label ?? t('checkin.wizard.next')}
        </Button>
      )}
    </Stack>
  );
}
