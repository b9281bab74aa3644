import type { EmulationInfo } from '@gm/contracts/auth/emulation';
import { stopEmulation } from '@gm/contracts/auth/emulation-services';
import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconLogout2 } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { call } from '../../lib/api/client';
import { notifyError } from '../../lib/notify';
import classes from './shell.module.css';

/** The banner's height: the shell's header grows by it while an administrator emulates a user. */
export const EMULATION_BANNER_PX = 44;

/**
 * Shown on every screen while an administrator sees the product as another user (/emulate/index): whom they see as,
 * who they are, and the way out. Leaving reloads the app as the administrator.
 */
export function EmulationBanner({ emulation }: { emulation: EmulationInfo }) {
  const { t } = useT();
  const stop = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => call(stopEmulation, {}),
    onSuccess: () => window.location.reload(),
    onError: notifyError,
  });
  return (
    <section className={classes.emulation} aria-label={t('shell.emulation.label')} data-testid="emulation-banner">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconEye size={18} aria-hidden="true" />
        <Text component="p" size="sm" fw={700} truncate>
          {t('shell.emulation.banner', { name: emulation.user.name })}
        </Text>
        <Text component="p" size="xs" truncate className={classes.desktopOnly}>
          {t('shell.emulation.actor', { name: emulation.actor.name })}
        </Text>
      </Group>
      <Button
        size="compact-sm"
        color="dark"
        leftSection={<IconLogout2 size={14} aria-hidden="true" />}
        loading={stop.isPending}
        onClick={() => stop.mutate()}
      >
        {t('shell.emulation.exit')}
      </Button>
    </section>
  );
}
