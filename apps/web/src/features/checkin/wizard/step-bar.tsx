import { controls, currentStep, progressPercent } from '@gm/domain/wizard';
import { ActionIcon, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { useAppTheme } from '../../../theme/use-app-theme';
import { useCheckin } from '../wizard-store';
import { goBack } from './history';
import { stepTitleKey, useStepIcon } from './step-meta';

/**
 * Spec section 2 "Wizard": back button, the step's icon and title, the progress bar (the share of this guest's
 * screens reached: progressPercent).
 */
export function StepBar() {
  const { t } = useT();
  const theme = useAppTheme();
  const s = useCheckin();
  const step = currentStep(s.machine);
  const Icon = useStepIcon(step);
  const { back: canBack } = controls(s.machine, s.route);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = s.machine.index;
  const total = s.machine.steps.length;

  // A new step: keyboard and screen-reader users start at its title.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, [index]);

  return (
    <Paper withBorder radius="md" p="sm" mb="md">
      <Stack gap={8}>
        <Group gap="sm" wrap="nowrap">
          {canBack && (
            <ActionIcon variant="subtle" size="lg" onClick={goBack} aria-label={t('checkin.wizard.back')} data-control="back">
              <IconArrowLeft size={22} aria-hidden />
            </ActionIcon>
          )}
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            {Icon && <Icon size={20} stroke={1.8} aria-hidden />}
          </ThemeIcon>
          <Title order={1} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }} data-step={step}>
            {t(stepTitleKey(step, theme))}
          </Title>
        </Group>
        <Progress value={progressPercent(s.machine)} size="sm" aria-label={t('checkin.wizard.progress', { step: index + 1, total })} />
        <Text size="xs" c="dimmed">
          {t('checkin.wizard.stepOf', { step: index + 1, total })}
        </Text>
      </Stack>
    </Paper>
  );
}
