import { type PmsDates, pmsStatusOf } from '@gm/domain/bookings';
import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconAlertCircleFilled, IconCircleCheckFilled, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useNestedLayer } from './nested-layer';

interface Props {
  registration: PmsDates;
  /** Whose registration (for the error's accessible name). */
  name: string;
}

/**
 * The PMS status icon (spec section 2): red error (click shows the details) when the release and query
 * dates exist and there are errors; green 'Registrado no PMS' with both dates and no error; grey
 * 'Registro no PMS Pendente' otherwise.
 */
export function PmsStatusIcon({ registration, name }: Props) {
  const { t } = useT();
  const state = pmsStatusOf(registration);
  const [opened, setOpened] = useState(false);
  useNestedLayer(opened);
  if (state === 'error') {
    return (
      <Popover opened={opened} onChange={setOpened} width={320} position="bottom" withArrow shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('bookings.pms.errorOf', { name })}
            aria-expanded={opened}
            data-pms="error"
            onClick={() => setOpened((o) => !o)}
          >
            <IconAlertCircleFilled size={20} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={t('bookings.pms.errorTitle')}>
          <Stack gap={4}>
            <Text fw={700} size="sm">
              {t('bookings.pms.errorTitle')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="pms-error-details">
              {registration.errorDetails}
            </Text>
            <Text size="xs">{t('bookings.pms.released', { date: registration.dhLiberacao ?? '-' })}</Text>
            <Text size="xs">{t('bookings.pms.consulted', { date: registration.dhConsulta ?? '-' })}</Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    );
  }
  const label = t(state === 'registered' ? 'bookings.pms.registered' : 'bookings.pms.pending');
  const Icon = state === 'registered' ? IconCircleCheckFilled : IconClockHour4;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-pms={state}
      style={{ display: 'inline-flex', color: state === 'registered' ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-gray-7)' }}
    >
      <Icon size={20} aria-hidden="true" />
    </span>
  );
}
