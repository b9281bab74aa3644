import type { HotelUser } from '@gm/contracts/auth/users';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useCacheMutation } from '../../lib/api/mutations';
import { notify, notifyError } from '../../lib/notify';
import { AppModal } from '../../ui/app-modal';
import { deactivateUser, reactivateUser, removeUser, sendPasswordReset, userKeys } from './api';

export type UserAction = 'deactivate' | 'reactivate' | 'remove' | 'reset' | 'resend';

const TITLE: Record<UserAction, string> = {
  deactivate: 'users.confirm.deactivateTitle',
  reactivate: 'users.confirm.reactivateTitle',
  remove: 'users.confirm.removeTitle',
  reset: 'users.confirm.resetTitle',
  resend: 'users.confirm.resendTitle',
};
const TEXT: Record<UserAction, string> = {
  deactivate: 'users.confirm.deactivate',
  reactivate: 'users.confirm.reactivate',
  remove: 'users.confirm.remove',
  reset: 'users.confirm.reset',
  resend: 'users.confirm.resend',
};
const DONE: Record<UserAction, string> = {
  deactivate: 'users.toast.deactivated',
  reactivate: 'users.toast.reactivated',
  remove: 'users.toast.removed',
  reset: 'users.toast.resetSent',
  resend: 'users.toast.inviteResent',
};
const SEND: Record<UserAction, (userId: number) => Promise<unknown>> = {
  deactivate: deactivateUser,
  reactivate: reactivateUser,
  remove: removeUser,
  reset: sendPasswordReset,
  resend: sendPasswordReset,
};

/**
 * Confirms an action on a user and runs it. A user who also works in hotels the administrator does not administer
 * cannot be deactivated by them: the modal says so and offers removal from this hotel instead.
 */
export function UserActionModal({ user, action, onClose }: { user: HotelUser; action: UserAction; onClose: () => void }) {
  const { t } = useT();
  const [opened, setOpened] = useState(true);
  const [chosen, setChosen] = useState<UserAction>(action);
  const blocked = chosen === 'deactivate' && !user.canDeactivate;
  const mutation = useCacheMutation({
    mutationFn: () => SEND[chosen](user.idUser),
    effects: () => ({ lists: [userKeys.lists] }),
    uncertain: () => [userKeys.lists],
    onSuccess: () => {
      notify('success', t(DONE[chosen], { name: user.name, email: user.email }));
      setOpened(false);
    },
    onError: notifyError,
  });
  const danger = chosen === 'deactivate' || chosen === 'remove';
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} onClosed={onClose} title={t(TITLE[chosen])}>
      <Stack gap="md">
        <Text>{t(blocked ? 'users.confirm.cannotDeactivate' : TEXT[chosen], { name: user.name, email: user.email })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('common.actions.cancel')}
          </Button>
          {blocked ? (
            <Button color="red.8" onClick={() => setChosen('remove')}>
              {t('users.actions.remove')}
            </Button>
          ) : (
            <Button color={danger ? 'red.8' : undefined} loading={mutation.isPending} onClick={() => mutation.mutate()}>
              {t('users.confirm.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
